// An extended reading's resources (content §3.14): web addresses (LINK) and uploaded files of the
// book (ATTACHMENT), in the shape the readings calls take. Stored nodes may hold older shapes (a
// version 1 reading's single resource, a picker's object): they are read as the nearest resource.
import {
  formatMessage,
  READING_MAX_RESOURCES,
  READING_TEXTS,
  type ReadingBody,
  type ReadingResource,
  readingBodySchema,
} from "@textbook/shared";
import { attributeText } from "../node-view/attribute-text.ts";

const TEXTS = READING_TEXTS.reading;

/** A stored resource as a LINK or an ATTACHMENT; null for an object that names neither. */
export function readResource(value: unknown): ReadingResource | null {
  if (typeof value !== "object" || value === null) return null;
  const item = value as Record<string, unknown>;
  const attachmentOid = attributeText(item.attachmentOid) ?? attributeText(item.fileOid);
  const url = attributeText(item.url);
  const fileName = attributeText(item.fileName) ?? attributeText(item.name);
  if (item.kind === "ATTACHMENT" || (item.kind !== "LINK" && attachmentOid && !url)) {
    if (!attachmentOid) return null;
    const title = attributeText(item.title) ?? fileName ?? attachmentOid;
    return { kind: "ATTACHMENT", title, attachmentOid, ...(fileName ? { fileName } : {}) };
  }
  if (!url) return null;
  return { kind: "LINK", title: attributeText(item.title) ?? url, url };
}

export function readResources(value: unknown): ReadingResource[] {
  if (!Array.isArray(value)) return [];
  return value.map(readResource).filter((resource) => resource !== null);
}

/** Why a reading's values cannot be saved, in the panel's words, from the shared zod rules. */
function problemOf(path: PropertyKey[], fallback: string): string {
  const [field, index, part] = path;
  if (field !== "resources") return fallback;
  if (typeof index !== "number") return formatMessage(TEXTS.tooManyResources, { max: READING_MAX_RESOURCES });
  if (part === "title") return TEXTS.resourceTitleRequired;
  if (part === "url") return formatMessage(TEXTS.resourceUrlInvalid, { n: index + 1 });
  return fallback;
}

/** The body the readings calls take, or what is wrong with the values. */
export function readingBody(values: {
  type: unknown;
  typeName: string;
  title: string;
  resources: ReadingResource[];
}): { body: ReadingBody } | { problem: string } {
  const parsed = readingBodySchema.safeParse({
    type: attributeText(values.type) ?? TEXTS.defaultType,
    typeName: values.typeName,
    title: values.title,
    resources: values.resources,
  });
  if (parsed.success) return { body: parsed.data };
  const [issue] = parsed.error.issues;
  return { problem: issue ? problemOf(issue.path, issue.message) : TEXTS.resourceTitleRequired };
}
