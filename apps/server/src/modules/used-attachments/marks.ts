// mark-as-og / unmark-from-og: a file of the book marked as the book's original work, stored per
// book and attachment; editors who may put files into the book may mark them.
import type { MarkStatus } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachmentMarks, attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";

export async function isMarked(db: Db, bookOid: string, attachmentOid: string): Promise<MarkStatus> {
  const [row] = await db
    .select({ bookOid: attachmentMarks.bookOid })
    .from(attachmentMarks)
    .where(and(eq(attachmentMarks.bookOid, bookOid), eq(attachmentMarks.attachmentOid, attachmentOid)))
    .limit(1);
  return row ? "MARKED" : "UNMARK";
}

export async function setMark(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
  attachmentOid: string,
  markStatus: MarkStatus,
): Promise<{ attachmentOid: string; markStatus: MarkStatus }> {
  await authorizeBook(db, auth, bookOid, "uploadMedia");
  const [file] = await db
    .select({ oid: attachments.oid })
    .from(attachments)
    .where(and(eq(attachments.oid, attachmentOid), eq(attachments.bookOid, bookOid)))
    .limit(1);
  if (!file) throw errors.notFound();
  if (markStatus === "MARKED") {
    await db
      .insert(attachmentMarks)
      .values({ bookOid, attachmentOid, markedBy: auth.user.oid })
      .onConflictDoNothing();
  } else {
    await db
      .delete(attachmentMarks)
      .where(and(eq(attachmentMarks.bookOid, bookOid), eq(attachmentMarks.attachmentOid, attachmentOid)));
  }
  return { attachmentOid, markStatus };
}
