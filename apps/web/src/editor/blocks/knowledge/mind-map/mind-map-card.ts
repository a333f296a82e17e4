// A mind-map card's attributes (content §3.16) read and written: where its map lives (the book,
// chapter, section and file whose mind maps hold it, and the map's oid in mindMapFileOid), its
// title, and the cover drawn when it was last saved.
import type { Attachment, FilePath, MindMap } from "@textbook/shared";
import { attributeText } from "../../../core/node-view/attribute-text.ts";

export interface MindMapCardData {
  title: string | null;
  /** The map's address, or null on a card not yet tied to a saved map. */
  source: { address: FilePath; mindMapOid: string } | null;
  coverAttachmentOid: string | null;
  coverSrc: string | null;
}

export function mindMapCardData(attrs: Record<string, unknown>): MindMapCardData {
  const bookOid = attributeText(attrs.bookOid);
  const chapterOid = attributeText(attrs.chapterOid);
  const sectionOid = attributeText(attrs.sectionOid);
  const fileOid = attributeText(attrs.fileOid);
  const mindMapOid = attributeText(attrs.mindMapFileOid);
  const complete = bookOid && chapterOid && sectionOid && fileOid && mindMapOid;
  return {
    title: attributeText(attrs.title),
    source: complete ? { address: { bookOid, chapterOid, sectionOid, fileOid }, mindMapOid } : null,
    coverAttachmentOid: attributeText(attrs.mindMapCoverAttachmentOid),
    coverSrc: attributeText(attrs.mindMapCoverSrc),
  };
}

/** The card of a map saved in the file at `address`, showing `cover`. */
export function mindMapCardAttributes(
  address: FilePath,
  map: MindMap,
  cover: Attachment,
): Record<string, unknown> {
  return {
    bookOid: address.bookOid,
    chapterOid: address.chapterOid,
    sectionOid: address.sectionOid,
    fileOid: address.fileOid,
    title: map.title || null,
    mindMapFileOid: map.oid,
    mindMapCoverAttachmentOid: cover.attachmentOid,
    mindMapCoverSrc: cover.previewUrl,
  };
}
