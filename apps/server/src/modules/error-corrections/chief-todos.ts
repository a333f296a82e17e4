// Reader feedback as the chief editor's work (issue 18 §5, beyond the spec): the PENDING reports of
// the books in an organisation where the user is BOOK_CHIEF_EDITOR. The same condition feeds the
// 待办中心 list (per book) and GET /todos/count (a scalar subquery of its one statement).
import type { PendingErrorCorrectionBook } from "@textbook/shared";
import { and, asc, count, eq, min, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookMembers, books, errorCorrections } from "../../db/schema/index.ts";

function chiefPending(userOid: string | Placeholder, orgOid: string | Placeholder): SQL | undefined {
  return and(
    eq(errorCorrections.state, "PENDING"),
    eq(bookMembers.userOid, userOid),
    eq(bookMembers.role, "BOOK_CHIEF_EDITOR"),
    eq(books.orgOid, orgOid),
  );
}

/** How many reports wait for the user as chief editor: a subquery for the todo count's statement. */
export function chiefPendingCount(db: Db, userOid: string | Placeholder, orgOid: string | Placeholder) {
  return db
    .select({ total: count() })
    .from(errorCorrections)
    .innerJoin(books, eq(books.oid, errorCorrections.bookOid))
    .innerJoin(bookMembers, eq(bookMembers.bookOid, errorCorrections.bookOid))
    .where(chiefPending(userOid, orgOid));
}

export async function chiefPendingBooks(
  db: Db,
  userOid: string,
  orgOid: string | null,
): Promise<{ items: PendingErrorCorrectionBook[] }> {
  if (!orgOid) return { items: [] };
  const oldest = min(errorCorrections.createdAt);
  const rows = await db
    .select({ bookOid: books.oid, bookName: books.name, pendingCount: count(), oldestAt: oldest })
    .from(errorCorrections)
    .innerJoin(books, eq(books.oid, errorCorrections.bookOid))
    .innerJoin(bookMembers, eq(bookMembers.bookOid, errorCorrections.bookOid))
    .where(chiefPending(userOid, orgOid))
    .groupBy(books.oid, books.name)
    .orderBy(asc(oldest))
    .limit(100);
  return {
    items: rows.map((row) => ({
      bookOid: row.bookOid,
      bookName: row.bookName,
      pendingCount: Number(row.pendingCount),
      oldestAt: row.oldestAt ? new Date(row.oldestAt).toISOString() : "",
    })),
  };
}
