// Where a book's attachment is in use (GET /books/{id}/used-attachments/{attId}), so the media
// library can refuse to delete a file the book still shows. Documents and block rows keep an
// attachment as its oid or as an address containing it, so each JSON column is searched for the
// oid as text: an oid is random, and matching it anywhere is both complete and safe.
import type { AttachmentUsage } from "@textbook/shared";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  activities,
  activityTopics,
  bookStyles,
  chapters,
  contentFiles,
  customLibraries,
  fileBackgrounds,
  mindMaps,
  readings,
  sections,
  styleLibraries,
  virtualSimulations,
} from "../../db/schema/index.ts";
import type { BookRow } from "../books/authorize-book.ts";
import { containsPattern } from "../orgs/service.ts";

const mentions = (column: PgColumn | SQL, oid: string) => sql`${column}::text like ${containsPattern(oid)}`;

/** The book's content files whose own document or blocks (quiz, reading, mind map…) mention the oid. */
async function filesUsing(db: Db, bookOid: string, oid: string): Promise<AttachmentUsage[]> {
  const bookFiles = db
    .select({ oid: contentFiles.oid })
    .from(contentFiles)
    .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(eq(chapters.bookOid, bookOid));
  const blockSources = await Promise.all([
    db.select({ fileOid: activities.fileOid }).from(activities).where(mentions(activities.settings, oid)),
    db
      .select({ fileOid: activities.fileOid })
      .from(activityTopics)
      .innerJoin(activities, eq(activities.oid, activityTopics.activityOid))
      .where(
        mentions(
          sql`concat(${activityTopics.subject}::text, ${activityTopics.options}::text, ${activityTopics.answer}::text, ${activityTopics.analysis}::text)`,
          oid,
        ),
      ),
    db.select({ fileOid: readings.fileOid }).from(readings).where(mentions(readings.resources, oid)),
    db
      .select({ fileOid: virtualSimulations.fileOid })
      .from(virtualSimulations)
      .where(mentions(virtualSimulations.settings, oid)),
    db.select({ fileOid: mindMaps.fileOid }).from(mindMaps).where(mentions(mindMaps.data, oid)),
    db
      .select({ fileOid: fileBackgrounds.fileOid })
      .from(fileBackgrounds)
      .where(and(eq(fileBackgrounds.bookOid, bookOid), mentions(fileBackgrounds.style, oid))),
  ]);
  const viaBlocks = [...new Set(blockSources.flat().map((row) => row.fileOid))];
  const rows = await db
    .select({
      chapterOid: chapters.oid,
      chapterName: chapters.name,
      sectionOid: sections.oid,
      sectionName: sections.name,
      fileOid: contentFiles.oid,
      fileName: contentFiles.name,
    })
    .from(contentFiles)
    .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(
      and(
        inArray(contentFiles.oid, bookFiles),
        viaBlocks.length > 0
          ? sql`(${mentions(contentFiles.content, oid)} or ${inArray(contentFiles.oid, viaBlocks)})`
          : mentions(contentFiles.content, oid),
      ),
    )
    .orderBy(asc(chapters.position), asc(sections.position), asc(contentFiles.position));
  return rows.map((row) => ({
    kind: "FILE",
    name: `${row.chapterName} / ${row.sectionName} / ${row.fileName}`,
    chapterOid: row.chapterOid,
    sectionOid: row.sectionOid,
    fileOid: row.fileOid,
  }));
}

const bookPlace = (kind: AttachmentUsage["kind"], name: string): AttachmentUsage => ({
  kind,
  name,
  chapterOid: null,
  sectionOid: null,
  fileOid: null,
});

/** The book's own settings: its cover, its styles, its custom libraries and its organisation's style libraries. */
async function bookSettingsUsing(db: Db, book: BookRow, oid: string): Promise<AttachmentUsage[]> {
  const [style, libraries, styleLibraryRows] = await Promise.all([
    db
      .select({ bookOid: bookStyles.bookOid })
      .from(bookStyles)
      .where(and(eq(bookStyles.bookOid, book.oid), mentions(bookStyles.items, oid))),
    db
      .select({ name: customLibraries.name })
      .from(customLibraries)
      .where(and(eq(customLibraries.bookOid, book.oid), mentions(customLibraries.attrs, oid)))
      .orderBy(asc(customLibraries.position)),
    book.orgOid
      ? db
          .select({ name: styleLibraries.name })
          .from(styleLibraries)
          .where(and(eq(styleLibraries.orgOid, book.orgOid), mentions(styleLibraries.items, oid)))
          .orderBy(asc(styleLibraries.position))
      : [],
  ]);
  return [
    ...(book.coverAttachmentOid === oid ? [bookPlace("COVER", book.name)] : []),
    ...(style.length > 0 ? [bookPlace("BOOK_STYLE", book.name)] : []),
    ...libraries.map((library) => bookPlace("CUSTOM_LIBRARY", library.name)),
    ...styleLibraryRows.map((library) => bookPlace("STYLE_LIBRARY", library.name)),
  ];
}

export async function findAttachmentUsages(db: Db, book: BookRow, oid: string): Promise<AttachmentUsage[]> {
  const [files, settings] = await Promise.all([
    filesUsing(db, book.oid, oid),
    bookSettingsUsing(db, book, oid),
  ]);
  return [...settings, ...files];
}
