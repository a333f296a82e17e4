// Which attachments a document names, how often, and where each came from: a media box inserted
// from the library carries fromResLib "Y" and resLibOid, one from the partner platform fromZjy "Y"
// (content §3); the files of its inner nodes (an image box's image block) share the box's origin.
import type { ResourceSource } from "@textbook/shared";
import { collect } from "../content/attachment-refs.ts";
import { childrenOf, type JsonNode } from "../content/document-walk.ts";

export interface AttachmentOrigin {
  source: ResourceSource;
  resLibOid: string | null;
}

export interface NamedAttachment extends AttachmentOrigin {
  attachmentOid: string;
}

const LOCAL: AttachmentOrigin = { source: "LOCAL", resLibOid: null };

function originOf(node: JsonNode, inherited: AttachmentOrigin): AttachmentOrigin {
  const attrs = node.attrs ?? {};
  if (attrs.fromResLib === "Y") {
    return { source: "RES_LIB", resLibOid: typeof attrs.resLibOid === "string" ? attrs.resLibOid : null };
  }
  if (attrs.fromZjy === "Y") return { source: "ZJY_PROJECT", resLibOid: null };
  return inherited;
}

/** Every naming of an attachment in document order (an attachment named twice appears twice). */
export function namedAttachments(doc: unknown): NamedAttachment[] {
  const found: NamedAttachment[] = [];
  const stack: { node: JsonNode; origin: AttachmentOrigin }[] = [{ node: doc as JsonNode, origin: LOCAL }];
  while (stack.length > 0) {
    const { node, origin: inherited } = stack.pop() as { node: JsonNode; origin: AttachmentOrigin };
    const origin = originOf(node, inherited);
    const refs = new Set<string>();
    collect(node.attrs, refs);
    for (const attachmentOid of refs) found.push({ attachmentOid, ...origin });
    for (const child of childrenOf(node).reverse()) stack.push({ node: child, origin });
  }
  return found;
}

/** One attachment's origin over all its namings: the library or the partner outranks a local upload. */
export function strongerOrigin(a: AttachmentOrigin, b: AttachmentOrigin): AttachmentOrigin {
  const rank = (origin: AttachmentOrigin) => (origin.source === "LOCAL" ? 0 : 1);
  return rank(b) > rank(a) ? b : a;
}
