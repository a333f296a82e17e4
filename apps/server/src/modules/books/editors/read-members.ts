// The book's team, its chief editors first and then oldest member first (a team made in one
// moment still lists its chief on top); also the answer of every change to it.
import type { BookMember } from "@textbook/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { bookMembers, users } from "../../../db/schema/index.ts";
import { errors } from "../../../http/errors.ts";

interface MemberRow {
  userOid: string;
  fullName: string;
  phoneNumber: string;
  role: BookMember["role"];
  createdAt: Date;
}

export function presentMember(row: MemberRow): BookMember {
  return {
    userOid: row.userOid,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readMembers(db: Db, bookOid: string): Promise<{ items: BookMember[]; total: number }> {
  const rows = await db
    .select({
      userOid: bookMembers.userOid,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      role: bookMembers.role,
      createdAt: bookMembers.createdAt,
    })
    .from(bookMembers)
    .innerJoin(users, eq(users.oid, bookMembers.userOid))
    .where(eq(bookMembers.bookOid, bookOid))
    .orderBy(
      sql`case when ${bookMembers.role} = 'BOOK_CHIEF_EDITOR' then 0 else 1 end`,
      asc(bookMembers.createdAt),
      asc(bookMembers.userOid),
    );
  return { items: rows.map(presentMember), total: rows.length };
}

/** The audit log's view of the members a change touched: user oid → book role (absent: not a member). */
export function rolesOf(
  members: readonly BookMember[],
  touched: readonly string[],
): Record<string, BookMember["role"]> {
  const oids = new Set(touched);
  return Object.fromEntries(
    members.filter((member) => oids.has(member.userOid)).map((member) => [member.userOid, member.role]),
  );
}

async function chiefEditorCount(db: Db, bookOid: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookMembers)
    .where(and(eq(bookMembers.bookOid, bookOid), eq(bookMembers.role, "BOOK_CHIEF_EDITOR")));
  return Number(row?.total ?? 0);
}

/**
 * Runs a change to the team and refuses it (the transaction rolls back) when it would take away
 * the book's last chief editor. A book that had none (made by an admin) may still gain editors.
 */
export async function keepingChiefEditor<T>(db: Db, bookOid: string, change: () => Promise<T>): Promise<T> {
  const before = await chiefEditorCount(db, bookOid);
  const result = await change();
  if (before > 0 && (await chiefEditorCount(db, bookOid)) === 0) throw errors.chiefEditorRequired();
  return result;
}
