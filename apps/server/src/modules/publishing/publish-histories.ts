// GET /books/{id}/publish/{apply|build|release}-history: the book's applications, builds (every
// edition, failed ones included) and releases, newest first, for whoever may view the book.
import type { Edition, Page, PublishApplication, Release } from "@textbook/shared";
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { editions, publishApplications, releases } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import {
  presentApplication,
  presentEdition,
  presentRelease,
  selectApplications,
  selectEditions,
  selectReleases,
} from "./presenters.ts";

interface PageQuery {
  page: number;
  pageSize: number;
}

/** The page's offset, and its total: a page that is not full ends the list, otherwise count. */
async function pageTotal(
  db: Db,
  table: PgTable,
  where: SQL,
  query: PageQuery,
  rowsOnPage: number,
): Promise<number> {
  const offset = (query.page - 1) * query.pageSize;
  if (rowsOnPage < query.pageSize && (rowsOnPage > 0 || query.page === 1)) return offset + rowsOnPage;
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return Number(row?.total ?? 0);
}

const newestFirst = (at: PgColumn, oid: PgColumn) => [desc(at), desc(oid)];
const offsetOf = (query: PageQuery) => (query.page - 1) * query.pageSize;

export async function applyHistory(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
  query: PageQuery,
): Promise<Page<PublishApplication>> {
  await authorizeBook(db, auth, bookOid, "view");
  const where = eq(publishApplications.bookOid, bookOid);
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(...newestFirst(publishApplications.createdAt, publishApplications.oid))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = await pageTotal(db, publishApplications, where, query, rows.length);
  return { items: rows.map(presentApplication), total, ...query };
}

export async function buildHistory(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
  query: PageQuery,
): Promise<Page<Edition>> {
  const { book } = await authorizeBook(db, auth, bookOid, "view");
  const where = eq(editions.bookOid, bookOid);
  const rows = await selectEditions(db)
    .where(where)
    .orderBy(desc(editions.number))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = await pageTotal(db, editions, where, query, rows.length);
  return { items: rows.map((row) => presentEdition(row, book.releasedEditionOid)), total, ...query };
}

export async function releaseHistory(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
  query: PageQuery,
): Promise<Page<Release>> {
  await authorizeBook(db, auth, bookOid, "view");
  const where = eq(releases.bookOid, bookOid);
  const rows = await selectReleases(db)
    .where(where)
    .orderBy(...newestFirst(releases.releasedAt, releases.oid))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = await pageTotal(db, releases, where, query, rows.length);
  return { items: rows.map(presentRelease), total, ...query };
}
