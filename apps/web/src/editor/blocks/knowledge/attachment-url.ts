// The address a knowledge or mind-map card shows for a stored attachment: a fresh signed link from
// the editor's media links when it knows the oid, else the address stored with the node (a signed
// link expires, so the stored one serves only until the links load).
import type { Editor } from "@tiptap/core";
import { mediaLinks } from "../../core/media-links/media-links.ts";

export function attachmentUrl(editor: Editor, attachmentOid: unknown, storedSrc: unknown): string | null {
  return mediaLinks(editor).urlOr(attachmentOid, storedSrc);
}
