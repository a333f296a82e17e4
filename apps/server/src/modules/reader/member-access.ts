// Who reads a book's editions signed in (issue 16 §4 /preview/internal): every member of the book's
// organisation, whatever their role there and whichever organisation their session is in now, and
// whoever the book policy lets view the book (system administrators, the moso roles it names).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookMembers, memberships, users } from "../../db/schema/index.ts";
import { decideBook } from "../books/policy.ts";
import type { ReaderBook } from "./reader-editions.ts";

export async function memberMayRead(db: Db, userOid: string, book: ReaderBook): Promise<boolean> {
  const [row] = await db
    .select({
      state: users.state,
      readerOnly: users.readerOnly,
      sysRoles: users.sysRoles,
      orgRoles: memberships.roles,
      bookRole: bookMembers.role,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userOid, users.oid), eq(memberships.orgOid, book.orgOid)))
    .leftJoin(bookMembers, and(eq(bookMembers.userOid, users.oid), eq(bookMembers.bookOid, book.oid)))
    .where(eq(users.oid, userOid))
    .limit(1);
  // A reader-only account reads what was pushed to it (modules/readers), never as a member.
  if (row?.state !== "ACTIVE" || row.readerOnly) return false;
  if (row.orgRoles) return true;
  const actor = {
    userOid,
    sysRoles: row.sysRoles,
    orgRoles: [],
    currentOrgOid: null,
    bookRoles: row.bookRole ? [row.bookRole] : [],
  };
  return decideBook(actor, book, "view") === "allowed";
}
