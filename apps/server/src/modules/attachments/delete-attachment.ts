// The media library's 删除 (DELETE /books/{id}/attachments/{attId}): allowed to whoever may upload
// to the book, and only while nothing in the book uses the file, so no page ever loses an image.
// The row goes first; the stored objects follow on a best-effort basis (an orphaned object costs
// space, a row without its object would break every page that shows it).
import type { AttachmentUsage, AttachmentUsages } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { usedAttachmentOrigin } from "../used-attachments/list-used-attachments.ts";
import { findAttachmentUsages } from "./usages.ts";

async function bookAttachment(db: Deps["db"], bookOid: string, attachmentOid: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.oid, attachmentOid), eq(attachments.bookOid, bookOid)))
    .limit(1);
  if (!row) throw errors.notFound();
  return row;
}

export async function attachmentUsages(
  deps: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  bookOid: string,
  attachmentOid: string,
): Promise<AttachmentUsages> {
  const { db } = deps;
  const { book } = await authorizeBook(db, auth, bookOid, "view");
  await bookAttachment(db, bookOid, attachmentOid);
  const [usages, origin] = await Promise.all([
    findAttachmentUsages(db, book, attachmentOid),
    usedAttachmentOrigin(deps, bookOid, attachmentOid),
  ]);
  return { attachmentOid, usages, ...origin };
}

export async function deleteBookAttachment(
  { db, storage }: Pick<Deps, "db" | "storage">,
  auth: AuthContext,
  bookOid: string,
  attachmentOid: string,
): Promise<void> {
  const { book } = await authorizeBook(db, auth, bookOid, "uploadMedia");
  const row = await bookAttachment(db, bookOid, attachmentOid);
  const usages: AttachmentUsage[] = await findAttachmentUsages(db, book, attachmentOid);
  if (usages.length > 0) throw errors.attachmentInUse(usages);
  // The parts' rows go with it (foreign key cascade).
  await db.delete(attachments).where(eq(attachments.oid, row.oid));
  await Promise.allSettled([
    row.uploadId ? storage.abortMultipartUpload(row.objectKey, row.uploadId) : null,
    storage.deleteObject(row.objectKey),
    row.thumbnailKey ? storage.deleteObject(row.thumbnailKey) : null,
  ]);
}
