// The book list (GET /books/contributed): books of the current organisation the caller works on,
// or all of them for the organisation's admins. Its queries are prepared once per shape.
import type { BookListItem, ContributedBooksQuery, Page } from "@textbook/shared";
import { and, count, desc, eq, exists, ilike, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { bookCounts, bookMembers, books, chapters } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { containsPattern } from "../orgs/service.ts";
import { coverUrlOf } from "./cover-url.ts";
import { seesAllOrgBooks } from "./policy.ts";

/** Which optional parts a list query has: each shape is its own prepared statement pair. */
interface ListShape {
  seesAll: boolean;
  keyword: boolean;
  state: boolean;
}

/**
 * The page and total queries of one shape, with every value a placeholder, so the list (polled by
 * every book list page) is built once per shape instead of per call (db/prepared.ts explains why).
 */
function buildListStatements(db: Db, shape: ListShape) {
  const userOid = sql.placeholder("userOid");
  const orgOid = sql.placeholder("orgOid");
  const isMember = exists(
    db
      .select({ one: sql`1` })
      .from(bookMembers)
      .where(and(eq(bookMembers.bookOid, books.oid), eq(bookMembers.userOid, userOid))),
  );
  const where = and(
    eq(books.orgOid, orgOid),
    shape.seesAll ? undefined : isMember,
    shape.keyword ? ilike(books.name, sql.placeholder("pattern")) : undefined,
    shape.state ? eq(books.state, sql.placeholder("state")) : undefined,
  );
  const chapterCount = db
    .select({ total: sql<number>`cast(count(*) as int)` })
    .from(chapters)
    .where(eq(chapters.bookOid, books.oid));
  const myRole = db
    .select({ role: bookMembers.role })
    .from(bookMembers)
    .where(and(eq(bookMembers.bookOid, books.oid), eq(bookMembers.userOid, userOid)))
    .limit(1);
  const name = `books_${Number(shape.seesAll)}${Number(shape.keyword)}${Number(shape.state)}`;
  const page = db
    .select({
      book: books,
      chapterCount: sql<number>`(${chapterCount})`,
      myRole: sql<string | null>`(${myRole})`,
    })
    .from(books)
    .where(where)
    .orderBy(desc(books.updatedAt), desc(books.oid))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(`${name}_page`);
  // Counting a whole organisation's books would cost as much as the table; the triggers' running
  // counts answer that case. A member's books and a keyword's matches are counted directly.
  const total =
    shape.seesAll && !shape.keyword
      ? db
          .select({ total: sql<number>`cast(coalesce(sum(${bookCounts.total}), 0) as int)` })
          .from(bookCounts)
          .where(
            and(
              eq(bookCounts.orgOid, orgOid),
              shape.state ? eq(bookCounts.state, sql.placeholder("state")) : undefined,
            ),
          )
          .prepare(`${name}_total`)
      : db.select({ total: count() }).from(books).where(where).prepare(`${name}_total`);
  return { page, total };
}

const listStatements = new Map<string, (db: Db) => ReturnType<typeof buildListStatements>>();

function statementsFor(db: Db, shape: ListShape) {
  const key = JSON.stringify(shape);
  let statements = listStatements.get(key);
  if (!statements) {
    statements = preparedOnce((database) => buildListStatements(database, shape));
    listStatements.set(key, statements);
  }
  return statements(db);
}

export async function listContributedBooks(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  query: ContributedBooksQuery,
): Promise<Page<BookListItem>> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (!auth.currentOrg) return empty;
  const shape = {
    seesAll: seesAllOrgBooks(auth.user, auth.orgRoles),
    keyword: Boolean(query.keyword),
    state: Boolean(query.state),
  };
  const { page, total } = statementsFor(db, shape);
  const values = {
    userOid: auth.user.oid,
    orgOid: auth.currentOrg.oid,
    pattern: query.keyword ? containsPattern(query.keyword) : null,
    state: query.state ?? null,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [rows, [counted]] = await Promise.all([page.execute(values), total.execute(values)]);
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
    publishState: book.publishState,
    textbookType: book.textbookType,
    completionRate: book.completionRate,
    chapterCount,
    myRoles: myRole ? [myRole as BookListItem["myRoles"][number]] : [],
    updatedAt: book.updatedAt.toISOString(),
  };
}
