// Files the server produces itself (book exports, video posters) become READY attachments directly:
// no upload credentials, no content check (we made the bytes), a thumbnail when it is an image.
import type { AttachmentCategory, StoredAttachmentType } from "@textbook/shared";
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

export async function storeGeneratedFile(
  { db, storage, clock }: Pick<Deps, "db" | "storage" | "clock">,
  file: GeneratedFile,
): Promise<AttachmentRow> {
  const oid = newOid();
  const extension = /^[a-z0-9]{1,15}$/.test(extensionOf(file.name)) ? extensionOf(file.name) : "bin";
  const objectKey = objectKeyFor(oid, extension);
  const image = file.type === "IMAGE" ? await readImage(file.body) : null;
  const thumbnailKey = image ? thumbnailKeyFor(oid) : null;
  await storage.putObject(objectKey, file.body, file.contentType);
  if (image && thumbnailKey) await storage.putObject(thumbnailKey, image.thumbnail, THUMBNAIL_CONTENT_TYPE);
  try {
    const [row] = await db
      .insert(attachments)
      .values({
        oid,
        orgOid: file.orgOid,
        bookOid: file.bookOid,
        uploaderOid: file.ownerOid,
        name: file.name,
        extName: extension,
        mimeType: file.contentType,
        type: file.type,
        category: file.category ?? null,
        state: "READY",
        declaredSize: file.body.length,
        size: file.body.length,
        objectKey,
        width: image?.width ?? null,
        height: image?.height ?? null,
        thumbnailKey,
        createdAt: clock.now(),
        completedAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error("attachment insert returned nothing");
    return row;
  } catch (error) {
    await storage.deleteObject(objectKey);
    if (thumbnailKey) await storage.deleteObject(thumbnailKey);
    throw error;
  }
}
