// POST /attachments/{id}/complete: join the parts, judge the real bytes (content §9 limits, type
// sniffed from the content), measure images and make their thumbnail. A refused file keeps nothing.
import { ATTACHMENT_MESSAGES, type Attachment, UPLOAD } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { attachmentParts, attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { AppError, errors } from "../../http/errors.ts";
import type { StorageDriver } from "../../storage/driver.ts";
import { authorizeUploader } from "./access.ts";
import { acceptedExtension, isUploadable } from "./formats.ts";
import { type ImageFacts, readImage, THUMBNAIL_CONTENT_TYPE } from "./images.ts";
import { modelStructureProblem } from "./model-structure.ts";
import { decodesAsVideo } from "./poster.ts";
import { type AttachmentRow, presentAttachment } from "./presenter.ts";
import { readObject } from "./read-object.ts";
import { refusalOf, sniffStoredObject } from "./sniff-content.ts";
import { thumbnailKeyFor } from "./store-generated.ts";

type CompleteDeps = Pick<Deps, "db" | "storage" | "clock" | "links" | "config" | "heavyWork">;

interface PartRow {
  partNumber: number;
  size: number;
  etag: string;
}

/** Parts 1..n with no gap, every one but the last exactly partSize (as the browser cuts them). */
function isWhole(parts: readonly PartRow[]): boolean {
  return (
    parts.length > 0 &&
    parts.every(
      (part, index) =>
        part.partNumber === index + 1 && (index === parts.length - 1 || part.size === UPLOAD.partSize),
    )
  );
}

/** The Chinese reason the joined object is refused, or the facts to keep. */
async function judge(
  deps: CompleteDeps,
  row: AttachmentRow,
): Promise<{ reason: string } | { size: number; image: ImageFacts | null }> {
  const { type } = row;
  const { storage } = deps;
  const extension = isUploadable(type) ? acceptedExtension(type, row.name) : null;
  const stored = await storage.statObject(row.objectKey);
  if (!isUploadable(type) || !extension || !stored) return { reason: ATTACHMENT_MESSAGES.processingFailed };
  const sniffed = await sniffStoredObject(storage, row.objectKey, stored.size);
  const reason = refusalOf({ type, extension, size: stored.size, sniffed });
  if (reason) return { reason };
  const broken =
    type === "3D" && sniffed
      ? await modelStructureProblem(storage, row.objectKey, stored.size, sniffed)
      : null;
  if (broken) return { reason: broken };
  if (type === "VIDEO" && !(await decodesAsVideo(deps, row)))
    return { reason: ATTACHMENT_MESSAGES.videoUnreadable };
  if (type !== "IMAGE") return { size: stored.size, image: null };
  const image = await readImage(await readObject(storage, row.objectKey));
  return image ? { size: stored.size, image } : { reason: ATTACHMENT_MESSAGES.imageUnreadable };
}

/**
 * Best effort: what is left is found by the sweep anyway. `openUploadId` is the multipart upload
 * still open (null once the parts were joined: there is nothing left to abort).
 */
async function discard(storage: StorageDriver, row: AttachmentRow, openUploadId: string | null) {
  await Promise.allSettled([
    openUploadId ? storage.abortMultipartUpload(row.objectKey, openUploadId) : null,
    storage.deleteObject(row.objectKey),
    storage.deleteObject(thumbnailKeyFor(row.oid)),
  ]);
}

async function reject(deps: CompleteDeps, row: AttachmentRow, openUploadId: string | null, reason: string) {
  await discard(deps.storage, row, openUploadId);
  await deps.db
    .update(attachments)
    .set({ state: "REJECTED", rejectReason: reason, completedAt: deps.clock.now() })
    .where(eq(attachments.oid, row.oid));
  await deps.db.delete(attachmentParts).where(eq(attachmentParts.attachmentOid, row.oid));
}

async function finish(deps: CompleteDeps, row: AttachmentRow, uploadId: string, parts: PartRow[]) {
  const { db, storage, clock } = deps;
  await storage.completeMultipartUpload(row.objectKey, uploadId, parts);
  const verdict = await judge(deps, row);
  if ("reason" in verdict) {
    await reject(deps, row, null, verdict.reason);
    throw errors.attachmentRejected(verdict.reason);
  }
  const thumbnailKey = verdict.image ? thumbnailKeyFor(row.oid) : null;
  if (verdict.image && thumbnailKey) {
    await storage.putObject(thumbnailKey, verdict.image.thumbnail, THUMBNAIL_CONTENT_TYPE);
  }
  const [ready] = await db
    .update(attachments)
    .set({
      state: "READY",
      size: verdict.size,
      width: verdict.image?.width ?? null,
      height: verdict.image?.height ?? null,
      thumbnailKey,
      completedAt: clock.now(),
    })
    .where(eq(attachments.oid, row.oid))
    .returning();
  await db.delete(attachmentParts).where(eq(attachmentParts.attachmentOid, row.oid));
  if (!ready) throw new Error(`attachment ${row.oid} vanished while completing`);
  return ready;
}

export async function completeAttachment(
  deps: CompleteDeps,
  auth: AuthContext,
  attachmentOid: string,
): Promise<Attachment> {
  const { db, clock, links } = deps;
  const row = await authorizeUploader(db, auth, attachmentOid);
  // Completing again (a retry after a lost answer) answers the same outcome.
  if (row.state === "READY") return presentAttachment(row, links, clock.now());
  if (row.state === "REJECTED") {
    throw errors.attachmentRejected(row.rejectReason ?? ATTACHMENT_MESSAGES.processingFailed);
  }
  const { uploadId } = row;
  if (!uploadId) throw errors.attachmentBusy();
  const parts = await db
    .select({
      partNumber: attachmentParts.partNumber,
      size: attachmentParts.size,
      etag: attachmentParts.etag,
    })
    .from(attachmentParts)
    .where(eq(attachmentParts.attachmentOid, row.oid))
    .orderBy(attachmentParts.partNumber);
  if (!isWhole(parts)) throw errors.attachmentIncomplete();
  // A video is decoded by ffmpeg: the user's place is taken before the upload is claimed, so a
  // refusal leaves the upload open for a retry.
  if (row.type !== "VIDEO") return claimAndFinish(deps, row, uploadId, parts);
  return deps.heavyWork.postersPerUser.run(auth.user.oid, errors.quotaPosters, () =>
    claimAndFinish(deps, row, uploadId, parts),
  );
}

async function claimAndFinish(
  deps: CompleteDeps,
  row: AttachmentRow,
  uploadId: string,
  parts: PartRow[],
): Promise<Attachment> {
  const { db, clock, links } = deps;
  // Clearing the upload id claims the upload: a second completion or a late part now finds it closed.
  const [claimed] = await db
    .update(attachments)
    .set({ uploadId: null })
    .where(
      and(eq(attachments.oid, row.oid), eq(attachments.state, "PENDING"), eq(attachments.uploadId, uploadId)),
    )
    .returning();
  if (!claimed) throw errors.attachmentBusy();
  try {
    return presentAttachment(await finish(deps, row, uploadId, parts), links, clock.now());
  } catch (error) {
    if (error instanceof AppError) throw error;
    await reject(deps, row, uploadId, ATTACHMENT_MESSAGES.processingFailed);
    throw error;
  }
}
