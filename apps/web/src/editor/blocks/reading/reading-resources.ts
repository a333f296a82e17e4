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
import { attributeText } from "../../core/node-view/attribute-text.ts";

const TEXTS = READING_TEXTS.reading;

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
