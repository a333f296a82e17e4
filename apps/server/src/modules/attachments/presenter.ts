import type { Attachment } from "@textbook/shared";
import type { attachments } from "../../db/schema/index.ts";
import type { FileLinks } from "../../storage/links.ts";
import { isPreviewable } from "./formats.ts";

export type AttachmentRow = typeof attachments.$inferSelect;

export function presentAttachment(row: AttachmentRow, links: FileLinks, now: Date): Attachment {
  const ready = row.state === "READY";
  return {
    attachmentOid: row.oid,
    name: row.name,
    mimeType: row.mimeType,
    extName: row.extName,
    size: row.size,
    type: row.type,
    category: row.category,
    state: row.state,
    bookOid: row.bookOid,
    width: row.width,
    height: row.height,
    thumbnailUrl: ready && row.thumbnailKey ? links.urlFor(row.oid, "thumbnail", now).url : null,
    previewUrl: ready && isPreviewable(row.mimeType) ? links.urlFor(row.oid, "preview", now).url : null,
    createdAt: row.createdAt.toISOString(),
  };
}
