// Files the server produces itself (book exports, video posters) become READY attachments directly:
// no upload credentials, no content check (we made the bytes), a thumbnail when it is an image.
import type { AttachmentCategory, StoredAttachmentType } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { newOid } from "../../db/oid.ts";
import { attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { extensionOf } from "./formats.ts";
import { readImage, THUMBNAIL_CONTENT_TYPE } from "./images.ts";
import type { AttachmentRow } from "./presenter.ts";

export interface GeneratedFile {
  /** The book whose members may read it, or null for a file only its owner may read. */
  bookOid: string | null;
  orgOid: string | null;
  ownerOid: string;
  /** The name users see and download it as, with its extension ("教材导出.zip"). */
  name: string;
  type: StoredAttachmentType;
  category?: AttachmentCategory | null;
  contentType: string;
  body: Buffer;
}

/** `{oid}.{ext}`: the attachment's object; the thumbnail sits beside it. */
export function objectKeyFor(attachmentOid: string, extension: string): string {
  return `${attachmentOid}.${extension}`;
}

export function thumbnailKeyFor(attachmentOid: string): string {
  return `${attachmentOid}.thumb.webp`;
}

/** A generated file's bytes in storage, before (or without) its row. */
export interface StoredObjects {
  oid: string;
  extension: string;
  objectKey: string;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
}

/**
 * Puts the file (and an image's thumbnail) in storage. Apart from the row so a task can store many
 * files before its one transaction and remove them (deleteStoredObjects) when it rolls back.
 */
export async function putGeneratedObjects(
  storage: Deps["storage"],
  file: Pick<GeneratedFile, "name" | "type" | "contentType" | "body">,
): Promise<StoredObjects> {
  const oid = newOid();
  const extension = /^[a-z0-9]{1,15}$/.test(extensionOf(file.name)) ? extensionOf(file.name) : "bin";
  const objectKey = objectKeyFor(oid, extension);
  const image = file.type === "IMAGE" ? await readImage(file.body) : null;
  const thumbnailKey = image ? thumbnailKeyFor(oid) : null;
  await storage.putObject(objectKey, file.body, file.contentType);
  if (image && thumbnailKey) await storage.putObject(thumbnailKey, image.thumbnail, THUMBNAIL_CONTENT_TYPE);
  return {
    oid,
    extension,
    objectKey,
    thumbnailKey,
    width: image?.width ?? null,
    height: image?.height ?? null,
  };
}

export async function deleteStoredObjects(storage: Deps["storage"], stored: StoredObjects): Promise<void> {
  await storage.deleteObject(stored.objectKey);
  if (stored.thumbnailKey) await storage.deleteObject(stored.thumbnailKey);
}

/** The READY attachment row of objects putGeneratedObjects stored. */
export async function insertGeneratedRow(
  { db, clock }: Pick<Deps, "db" | "clock">,
  file: GeneratedFile,
  stored: StoredObjects,
): Promise<AttachmentRow> {
  const [row] = await db
    .insert(attachments)
    .values({
      oid: stored.oid,
      orgOid: file.orgOid,
      bookOid: file.bookOid,
      uploaderOid: file.ownerOid,
      name: file.name,
      extName: stored.extension,
      mimeType: file.contentType,
      type: file.type,
      category: file.category ?? null,
      state: "READY",
      declaredSize: file.body.length,
      size: file.body.length,
      objectKey: stored.objectKey,
      width: stored.width,
      height: stored.height,
      thumbnailKey: stored.thumbnailKey,
      createdAt: clock.now(),
      completedAt: clock.now(),
    })
    .returning();
  if (!row) throw new Error("attachment insert returned nothing");
  return row;
}

export async function storeGeneratedFile(
  { db, storage, clock }: Pick<Deps, "db" | "storage" | "clock">,
  file: GeneratedFile,
): Promise<AttachmentRow> {
  const stored = await putGeneratedObjects(storage, file);
  try {
    return await insertGeneratedRow({ db, clock }, file, stored);
  } catch (error) {
    await deleteStoredObjects(storage, stored);
    throw error;
  }
}

/** Removes a generated file and its row: what a task discards of an unfinished run's output. */
export async function deleteGeneratedFile(
  { db, storage }: Pick<Deps, "db" | "storage">,
  attachmentOid: string,
): Promise<void> {
  const [removed] = await db
    .delete(attachments)
    .where(eq(attachments.oid, attachmentOid))
    .returning({ objectKey: attachments.objectKey, thumbnailKey: attachments.thumbnailKey });
  if (!removed) return;
  await storage.deleteObject(removed.objectKey);
  if (removed.thumbnailKey) await storage.deleteObject(removed.thumbnailKey);
}
