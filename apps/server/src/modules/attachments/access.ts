// Who may touch an attachment: a book's attachment follows the book policy (read needs `view`,
// changes need `uploadMedia`); one without a book belongs to its uploader (SYS_ADMIN may read it).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachments } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import type { AttachmentRow } from "./presenter.ts";

export type AttachmentAccess = "read" | "change";

export async function findAttachment(db: Db, attachmentOid: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(attachments).where(eq(attachments.oid, attachmentOid)).limit(1);
  return row ?? null;
}

export async function authorizeAttachment(
  db: Db,
  auth: AuthContext,
  attachmentOid: string,
  access: AttachmentAccess,
): Promise<AttachmentRow> {
  const row = await findAttachment(db, attachmentOid);
  if (!row) throw errors.notFound();
  if (row.bookOid) {
    await authorizeBook(db, auth, row.bookOid, access === "read" ? "view" : "uploadMedia");
    return row;
  }
  const isUploader = row.uploaderOid === auth.user.oid;
  if (isUploader || (access === "read" && auth.user.sysRoles.includes("SYS_ADMIN"))) return row;
  throw errors.privilegeRequired();
}

/** Completing and resuming an upload is for the one who started it, while still allowed to upload. */
export async function authorizeUploader(
  db: Db,
  auth: AuthContext,
  attachmentOid: string,
): Promise<AttachmentRow> {
  const row = await authorizeAttachment(db, auth, attachmentOid, "change");
  if (row.uploaderOid !== auth.user.oid) throw errors.privilegeRequired();
  return row;
}
