// What leaves the server for a mind map: its fields, and a fresh link to its cover.
import type { MindMap, MindMapData } from "@textbook/shared";
import type { mindMaps } from "../../db/schema/index.ts";
import type { FileLinks } from "../../storage/links.ts";

export type MindMapRow = typeof mindMaps.$inferSelect;

export function presentMindMap(row: MindMapRow, links: FileLinks, now: Date): MindMap {
  return {
    oid: row.oid,
    fileOid: row.fileOid,
    title: row.title,
    data: row.data as MindMapData,
    coverAttachmentOid: row.coverAttachmentOid,
    coverUrl: row.coverAttachmentOid ? links.urlFor(row.coverAttachmentOid, "preview", now).url : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
