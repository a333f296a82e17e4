// Who may touch an attachment: a book's attachment follows the book policy (read needs `view`,
// changes need `uploadMedia`); one without a book belongs to its uploader (SYS_ADMIN may read it).
import { isPermitted, type Permission } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachments } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import type { BookAction } from "../books/policy.ts";
import type { AttachmentRow } from "./presenter.ts";

export type AttachmentAccess = "read" | "change";

/** A book's attachment: the book action each access needs. */
const BOOK_ACTION_OF: Record<AttachmentAccess, BookAction> = { read: "view", change: "uploadMedia" };

/** An attachment without a book, in the books policy's form: per access, the holders any one of whom grants it. */
const BOOKLESS_RULES: Record<AttachmentAccess, readonly (Permission | "UPLOADER")[]> = {
  read: ["UPLOADER", "SYS_ADMIN"],
  change: ["UPLOADER"],
};

function booklessAllows(auth: AuthContext, row: AttachmentRow, access: AttachmentAccess): boolean {
  const roles = { userOid: auth.user.oid, sysRoles: auth.user.sysRoles, orgRoles: auth.orgRoles };
  return BOOKLESS_RULES[access].some((holder) =>
    holder === "UPLOADER" ? row.uploaderOid === auth.user.oid : isPermitted(roles, [holder]),
  );
}

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
    await authorizeBook(db, auth, row.bookOid, BOOK_ACTION_OF[access]);
    return row;
  }
  if (!booklessAllows(auth, row, access)) throw errors.privilegeRequired();
  return row;
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
