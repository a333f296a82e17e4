// DELETE /books/:id: only a book never released, confirmed by its name typed exactly. Chapters,
// sections, files, members, styles and editions go by the foreign keys' cascade; the book's
// attachments are deleted here (their key to the book would only be emptied). Stored objects (the
// attachments' and the editions' built before any release) follow after the
// commit, best effort, as the media library's delete does: an orphaned object costs space, a row
// without its object would break a page.
import { BOOKS_ADMIN_TEXTS, editionStoragePrefix } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { attachments, books, editions } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { releasedBefore } from "./admin-policy.ts";
import { administerBook } from "./administer-book.ts";

export async function deleteBook(
  deps: Pick<Deps, "db" | "clock" | "storage">,
  auth: AuthContext,
  audit: AuditActor,
  bookOid: string,
  confirmName: string,
): Promise<null> {
  const stored = await administerBook(deps, auth, bookOid, {}, async ({ tx, book }) => {
    if (releasedBefore(book)) throw errors.bookReleased();
    if (confirmName !== book.name) {
      throw errors.validation({ confirmName: BOOKS_ADMIN_TEXTS.confirmNameWrong });
    }
    const removed = await tx.delete(attachments).where(eq(attachments.bookOid, bookOid)).returning({
      objectKey: attachments.objectKey,
      thumbnailKey: attachments.thumbnailKey,
      uploadId: attachments.uploadId,
    });
    const built = await tx.select({ oid: editions.oid }).from(editions).where(eq(editions.bookOid, bookOid));
    await tx.delete(books).where(eq(books.oid, bookOid));
    await recordAudit(tx, audit, {
      action: "book.delete",
      targetType: "book",
      targetOid: bookOid,
      targetLabel: book.name,
      orgOid: book.orgOid,
      before: {
        name: book.name,
        subject: book.subject,
        textbookType: book.textbookType,
        state: book.state,
        attachments: removed.length,
      },
    });
    return { removed, built };
  });
  await Promise.allSettled([
    ...stored.removed.flatMap((row) => [
      row.uploadId ? deps.storage.abortMultipartUpload(row.objectKey, row.uploadId) : null,
      deps.storage.deleteObject(row.objectKey),
      row.thumbnailKey ? deps.storage.deleteObject(row.thumbnailKey) : null,
    ]),
    ...stored.built.map((edition) => deps.storage.deleteFolder(editionStoragePrefix(edition.oid))),
  ]);
  return null;
}
