// Rows of error_corrections as the reader and the editors see them.
import type { ErrorCorrectionDetail, ErrorCorrectionItem, ReaderErrorCorrection } from "@textbook/shared";
import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { books, chapters, contentFiles, errorCorrections, sections, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { screenshotUrl } from "./screenshot.ts";

export type ErrorCorrectionRow = typeof errorCorrections.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function presentForReader(db: Db, rows: ErrorCorrectionRow[]): Promise<ReaderErrorCorrection[]> {
  if (rows.length === 0) return [];
  const names = new Map(
    (
      await db
        .select({ oid: books.oid, name: books.name })
        .from(books)
        .where(
          inArray(
            books.oid,
            rows.map((row) => row.bookOid),
          ),
        )
    ).map((book) => [book.oid, book.name]),
  );
  return rows.map((row) => ({
    oid: row.oid,
    bookOid: row.bookOid,
    bookName: names.get(row.bookOid) ?? "",
    fileOid: row.fileOid,
    quote: row.quote,
    type: row.type,
    description: row.description,
    state: row.state,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    processedAt: iso(row.processedAt),
  }));
}

/** 13800000000 → 138****0000: enough for an editor to tell readers apart, not to call them. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "****";
}

const reporters = alias(users, "reporters");
const processors = alias(users, "processors");

/** The editors' view of reports, with today's place names and the people: one query. */
export function selectReports(db: Db) {
  return db
    .select({
      row: errorCorrections,
      chapterName: chapters.name,
      sectionName: sections.name,
      fileName: contentFiles.name,
      reporterName: reporters.fullName,
      reporterPhone: reporters.phoneNumber,
      processedByName: processors.fullName,
    })
    .from(errorCorrections)
    .innerJoin(reporters, eq(reporters.oid, errorCorrections.reporterOid))
    .leftJoin(processors, eq(processors.oid, errorCorrections.processedByOid))
    .leftJoin(chapters, eq(chapters.oid, errorCorrections.chapterOid))
    .leftJoin(sections, eq(sections.oid, errorCorrections.sectionOid))
    .leftJoin(contentFiles, eq(contentFiles.oid, errorCorrections.fileOid));
}

export type ReportRecord = Awaited<ReturnType<ReturnType<typeof selectReports>["execute"]>>[number];

export function presentItem(record: ReportRecord): ErrorCorrectionItem {
  const { row } = record;
  return {
    oid: row.oid,
    bookOid: row.bookOid,
    type: row.type,
    state: row.state,
    quote: row.quote,
    description: row.description,
    chapterOid: row.chapterOid,
    sectionOid: row.sectionOid,
    fileOid: row.fileOid,
    blockOid: row.blockOid,
    chapterName: record.chapterName,
    sectionName: record.sectionName,
    fileName: record.fileName,
    reporterName: record.reporterName,
    createdAt: row.createdAt.toISOString(),
    processedAt: iso(row.processedAt),
  };
}

export function presentDetail(
  deps: Pick<Deps, "links" | "clock">,
  record: ReportRecord,
): ErrorCorrectionDetail {
  const { row } = record;
  return {
    ...presentItem(record),
    editionOid: row.editionOid,
    startOffset: row.startOffset,
    endOffset: row.endOffset,
    reporterPhone: maskPhone(record.reporterPhone),
    screenshotUrl: row.screenshotKey ? screenshotUrl(deps, row.oid) : null,
    reply: row.reply,
    processedByName: record.processedByName,
  };
}
