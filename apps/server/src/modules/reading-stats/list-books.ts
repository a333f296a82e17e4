// GET /book-applications: the current organisation's books whose figures the caller may see (the
// rule of stat-book.ts), newest first, with their readers and reading time from the aggregates.

import type { Page } from "@textbook/shared";
import { formatDuration, type StatBookRow, type StatBooksQuery } from "@textbook/shared";
import { and, count, desc, eq, ilike, inArray, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookMembers, books, readingStatReaders, readingStatStates } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { actorOf } from "../books/authorize-book.ts";
import { bookAllows } from "../books/policy.ts";
import { containsPattern } from "../orgs/service.ts";

export async function listStatBooks(
  db: Db,
  auth: AuthContext,
  query: StatBooksQuery,
): Promise<Page<StatBookRow>> {
  const orgOid = auth.currentOrg?.oid;
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (!orgOid) return empty;
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const candidates = await db
    .select({ book: books, role: bookMembers.role })
    .from(books)
    .leftJoin(bookMembers, and(eq(bookMembers.bookOid, books.oid), eq(bookMembers.userOid, auth.user.oid)))
    .where(and(eq(books.orgOid, orgOid), pattern ? ilike(books.name, pattern) : undefined))
    .orderBy(desc(books.updatedAt), books.oid);
  const visible = candidates.filter((row) =>
    bookAllows(actorOf(auth, row.role ? [row.role] : []), row.book, "export"),
  );
  const pageRows = visible.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const oids = pageRows.map((row) => row.book.oid);
  const figures = oids.length
    ? await db
        .select({
          bookOid: readingStatReaders.bookOid,
          readers: count(),
          seconds: sum(readingStatReaders.seconds).mapWith(Number),
        })
        .from(readingStatReaders)
        .where(inArray(readingStatReaders.bookOid, oids))
        .groupBy(readingStatReaders.bookOid)
    : [];
  const states = oids.length
    ? await db.select().from(readingStatStates).where(inArray(readingStatStates.bookOid, oids))
    : [];
  return {
    items: pageRows.map(({ book }) => {
      const figure = figures.find((row) => row.bookOid === book.oid);
      const state = states.find((row) => row.bookOid === book.oid);
      return {
        bookOid: book.oid,
        name: book.name,
        readers: figure?.readers ?? 0,
        seconds: figure?.seconds ?? 0,
        time: formatDuration(figure?.seconds ?? 0),
        updatedAt: state?.updatedAt.toISOString() ?? null,
      };
    }),
    total: visible.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
