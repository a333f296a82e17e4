// The book list (GET /books/contributed): books of the current organisation the caller works on,
// or all of them for the organisation's admins.
import type { BookListItem, ContributedBooksQuery, Page } from "@textbook/shared";
import { and, count, desc, eq, exists, ilike, type SQL, sql } from "drizzle-orm";
import { bookCounts, bookMembers, books, chapters } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { containsPattern } from "../orgs/service.ts";
import { coverUrlOf } from "./cover-url.ts";
import { seesAllOrgBooks } from "./policy.ts";

export async function listContributedBooks(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  query: ContributedBooksQuery,
): Promise<Page<BookListItem>> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (!auth.currentOrg) return empty;
  const userOid = auth.user.oid;
  const isMember = exists(
    db
      .select({ one: sql`1` })
      .from(bookMembers)
      .where(and(eq(bookMembers.bookOid, books.oid), eq(bookMembers.userOid, userOid))),
  );
  const seesAll = seesAllOrgBooks(auth.user, auth.orgRoles);
  const conditions: (SQL | undefined)[] = [
    eq(books.orgOid, auth.currentOrg.oid),
    seesAll ? undefined : isMember,
    query.keyword ? ilike(books.name, containsPattern(query.keyword)) : undefined,
    query.state ? eq(books.state, query.state) : undefined,
  ];
  const where = and(...conditions);
  const chapterCount = db
    .select({ total: sql<number>`cast(count(*) as int)` })
    .from(chapters)
    .where(eq(chapters.bookOid, books.oid));
  const myRole = db
    .select({ role: bookMembers.role })
    .from(bookMembers)
    .where(and(eq(bookMembers.bookOid, books.oid), eq(bookMembers.userOid, userOid)))
    .limit(1);
  const page = db
    .select({
      book: books,
      chapterCount: sql<number>`(${chapterCount})`,
      myRole: sql<string | null>`(${myRole})`,
    })
    .from(books)
    .where(where)
    .orderBy(desc(books.updatedAt), desc(books.oid))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // Counting a whole organisation's books would cost as much as the table; the triggers' running
  // counts answer that case. A member's books and a keyword's matches are counted directly.
  const total =
    seesAll && !query.keyword
      ? db
          .select({ total: sql<number>`cast(coalesce(sum(${bookCounts.total}), 0) as int)` })
          .from(bookCounts)
          .where(
            and(
              eq(bookCounts.orgOid, auth.currentOrg.oid),
              query.state ? eq(bookCounts.state, query.state) : undefined,
            ),
          )
      : db.select({ total: count() }).from(books).where(where);
  const [rows, [counted]] = await Promise.all([page, total]);
  return {
    items: rows.map((row) =>
      presentBookListItem(
        row.book,
        Number(row.chapterCount),
        row.myRole,
        coverUrlOf(links, row.book, clock.now()),
      ),
    ),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

function presentBookListItem(
  book: typeof books.$inferSelect,
  chapterCount: number,
  myRole: string | null,
  coverUrl: string | null,
): BookListItem {
  return {
    oid: book.oid,
    name: book.name,
    subject: book.subject,
    description: book.description,
    coverUrl,
    state: book.state,
    textbookType: book.textbookType,
    completionRate: book.completionRate,
    chapterCount,
    myRoles: myRole ? [myRole as BookListItem["myRoles"][number]] : [],
    updatedAt: book.updatedAt.toISOString(),
  };
}
