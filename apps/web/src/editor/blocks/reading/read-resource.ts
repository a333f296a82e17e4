// An extended reading's stored resources (content §3.14) read as LINK or ATTACHMENT resources. Apart
// from the readings' zod rules (reading-resources.ts), so the published reader reads them too.
import type { ReadingResource } from "@textbook/shared";
import { attributeText } from "../../core/node-view/attribute-text.ts";

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
