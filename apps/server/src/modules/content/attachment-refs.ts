// Which attachments a document uses, and the same document pointing at copies of them. Media nodes
// name their files in attributes (content §3): `fileOid`, `coverAttOid`, `iconAttOid`,
// `linkCoverAttachmentOid`, and inside lists such as a gallery's `imagesInfo[].fileOid`. Some
// `fileOid`s name content files instead (mind-map cards, book links), so callers keep only the oids
// the attachments table knows.
import type { DocumentJson } from "@textbook/shared";
import { walkDocument } from "./document-walk.ts";

const ATTACHMENT_KEY = /^(fileOid|attachmentOid|.+AttOid|.+AttachmentOid)$/;

/** The attachment oids named in a node's attributes (nested lists included). */
export function collect(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (ATTACHMENT_KEY.test(key) && typeof inner === "string" && inner !== "") found.add(inner);
    else collect(inner, found);
  }
}

export function attachmentRefs(doc: DocumentJson): Set<string> {
  const found = new Set<string>();
  for (const node of walkDocument(doc)) collect(node.attrs, found);
  return found;
}

function replaceIn(value: unknown, copies: ReadonlyMap<string, string>, inAttrs: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceIn(item, copies, inAttrs));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (inAttrs && ATTACHMENT_KEY.test(key) && typeof inner === "string") {
        return [key, copies.get(inner) ?? inner];
      }
      return [key, replaceIn(inner, copies, inAttrs || key === "attrs")];
    }),
  );
}

/** A copy of the document whose attachment attributes name the copies (old oid → new oid). */
export function replaceAttachmentRefs(doc: DocumentJson, copies: ReadonlyMap<string, string>): DocumentJson {
  return replaceIn(doc, copies, false) as DocumentJson;
}
