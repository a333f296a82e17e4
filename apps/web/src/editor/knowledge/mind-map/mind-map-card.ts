// A mind-map card's attributes (content §3.16) read and written: where its map lives (the book,
// chapter, section and file whose mind maps hold it, and the map's oid in mindMapFileOid), its
// title, and the cover drawn when it was last saved.
import type { Attachment, FilePath, MindMap } from "@textbook/shared";

export interface MindMapCardData {
  title: string | null;
  /** The map's address, or null on a card not yet tied to a saved map. */
  source: { address: FilePath; mindMapOid: string } | null;
  coverAttachmentOid: string | null;
  coverSrc: string | null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

export function mindMapCardData(attrs: Record<string, unknown>): MindMapCardData {
  const bookOid = text(attrs.bookOid);
  const chapterOid = text(attrs.chapterOid);
  const sectionOid = text(attrs.sectionOid);
  const fileOid = text(attrs.fileOid);
  const mindMapOid = text(attrs.mindMapFileOid);
  const complete = bookOid && chapterOid && sectionOid && fileOid && mindMapOid;
  return {
    title: text(attrs.title),
    source: complete ? { address: { bookOid, chapterOid, sectionOid, fileOid }, mindMapOid } : null,
    coverAttachmentOid: text(attrs.mindMapCoverAttachmentOid),
    coverSrc: text(attrs.mindMapCoverSrc),
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
