// GET /api/reader/error-corrections: the reader's own reports, newest first, with the reply.
import type { Page, ReaderErrorCorrection } from "@textbook/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { errorCorrections } from "../../db/schema/index.ts";
import { presentForReader } from "./present.ts";

export async function myReports(
  db: Db,
  readerOid: string,
  query: { page: number; pageSize: number; bookOid?: string | undefined },
): Promise<Page<ReaderErrorCorrection>> {
  const where = and(
    eq(errorCorrections.reporterOid, readerOid),
    query.bookOid ? eq(errorCorrections.bookOid, query.bookOid) : undefined,
  );
  const rows = await db
    .select()
    .from(errorCorrections)
    .where(where)
    .orderBy(desc(errorCorrections.createdAt), desc(errorCorrections.oid))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ total: count() }).from(errorCorrections).where(where);
  return {
    items: await presentForReader(db, rows),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
