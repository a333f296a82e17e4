// A book's chief editor from the management area: an active member of the book's organisation,
// who becomes the book's BOOK_CHIEF_EDITOR; chief editors before them stay in the team as editors.
import { BOOKS_ADMIN_TEXTS } from "@textbook/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { bookMembers, memberships, users } from "../../../db/schema/index.ts";
import { errors } from "../../../http/errors.ts";

export async function requireActiveMember(db: Db, orgOid: string, userOid: string): Promise<void> {
  const [member] = await db
    .select({ oid: users.oid })
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid))
    .where(and(eq(memberships.orgOid, orgOid), eq(memberships.userOid, userOid), eq(users.state, "ACTIVE")))
    .limit(1);
  if (!member) throw errors.validation({ chiefEditorOid: BOOKS_ADMIN_TEXTS.chiefEditorNotMember });
}

/** The user oids of the book's chief editors. */
export async function chiefEditorsOf(db: Db, bookOid: string): Promise<string[]> {
  const rows = await db
    .select({ userOid: bookMembers.userOid })
    .from(bookMembers)
    .where(and(eq(bookMembers.bookOid, bookOid), eq(bookMembers.role, "BOOK_CHIEF_EDITOR")));
  return rows.map((row) => row.userOid);
}

export async function appointChiefEditor(db: Db, bookOid: string, userOid: string, now: Date): Promise<void> {
  await db
    .update(bookMembers)
    .set({ role: "BOOK_EDITOR" })
    .where(
      and(
        eq(bookMembers.bookOid, bookOid),
        eq(bookMembers.role, "BOOK_CHIEF_EDITOR"),
        ne(bookMembers.userOid, userOid),
      ),
    );
  await db
    .insert(bookMembers)
    .values({ bookOid, userOid, role: "BOOK_CHIEF_EDITOR", createdAt: now })
    .onConflictDoUpdate({
      target: [bookMembers.bookOid, bookMembers.userOid],
      set: { role: sql`excluded.role` },
    });
}
