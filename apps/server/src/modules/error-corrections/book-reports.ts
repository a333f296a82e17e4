// The editors' side: a book's reports (GET /error-corrections/{bookId}/query) and one report
// (GET /error-corrections/{id}). Whoever may view the book reads its reports (BOOK_RULES.view:
// its members and editors, the organisation's admins, system and moso staff).
import type {
  ErrorCorrectionDetail,
  ErrorCorrectionItem,
  errorCorrectionQuerySchema,
  Page,
} from "@textbook/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { errorCorrections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { type AuthorizedBook, authorizeBook } from "../books/authorize-book.ts";
import { presentDetail, presentItem, type ReportRecord, selectReports } from "./present.ts";

type Query = z.output<typeof errorCorrectionQuerySchema>;

export async function bookReports(
  deps: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
  query: Query,
): Promise<Page<ErrorCorrectionItem>> {
  await authorizeBook(deps.db, auth, bookOid, "view");
  const where = and(
    eq(errorCorrections.bookOid, bookOid),
    query.type ? eq(errorCorrections.type, query.type) : undefined,
    query.state ? eq(errorCorrections.state, query.state) : undefined,
    query.chapterOid ? eq(errorCorrections.chapterOid, query.chapterOid) : undefined,
    query.fileOid ? eq(errorCorrections.fileOid, query.fileOid) : undefined,
  );
  const records = await selectReports(deps.db)
    .where(where)
    .orderBy(desc(errorCorrections.createdAt), desc(errorCorrections.oid))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await deps.db.select({ total: count() }).from(errorCorrections).where(where);
  return {
    items: records.map(presentItem),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function reportRecord(deps: Pick<Deps, "db">, oid: string): Promise<ReportRecord> {
  const [record] = await selectReports(deps.db).where(eq(errorCorrections.oid, oid)).limit(1);
  if (!record) throw errors.notFound();
  return record;
}

/** The report and the caller's standing in its book; 404 for a report of a book the caller cannot view. */
export async function authorizeReport(
  deps: Pick<Deps, "db">,
  auth: AuthContext,
  oid: string,
): Promise<{ record: ReportRecord; book: AuthorizedBook }> {
  const record = await reportRecord(deps, oid);
  const book = await authorizeBook(deps.db, auth, record.row.bookOid, "view");
  return { record, book };
}

export async function reportDetail(
  deps: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  oid: string,
): Promise<ErrorCorrectionDetail> {
  const { record } = await authorizeReport(deps, auth, oid);
  return presentDetail(deps, record);
}
