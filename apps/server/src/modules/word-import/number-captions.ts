// Imported captions are numbered by the book (content §3.7), as the editor and the caption tasks
// number them: in book order, with the book's note-title setting. Files imported into an existing
// chapter continue its count (CHAPTER style counts through the chapter, SECTION style through a
// section), so the chapter's files already there are counted first.
import { type BookNumbering, createBookNumbering, validateDocument } from "@textbook/schema";
import { CONTENT_TEXTS, type DocumentJson } from "@textbook/shared";
import { and, asc, count, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookStyles, chapters, contentFiles, sections } from "../../db/schema/index.ts";

/** A book whose styles were never saved numbers as the caption node's defaults say. */
const DEFAULT_SETTING = {
  noteTitleStyle: "CHAPTER",
  noteTitleImageTag: CONTENT_TEXTS.captionImageTag,
  noteTitleTableTag: CONTENT_TEXTS.captionTableTag,
} as const;

export async function bookNumbering(tx: Db, bookOid: string): Promise<BookNumbering> {
  const [setting] = await tx
    .select({
      noteTitleStyle: bookStyles.noteTitleStyle,
      noteTitleImageTag: bookStyles.noteTitleImageTag,
      noteTitleTableTag: bookStyles.noteTitleTableTag,
    })
    .from(bookStyles)
    .where(eq(bookStyles.bookOid, bookOid));
  return createBookNumbering(setting ?? DEFAULT_SETTING);
}

/** The chapter's number in the book (from 1): the chapters before it, plus one. */
export async function chapterNumber(tx: Db, bookOid: string, position: number): Promise<number> {
  const [before] = await tx
    .select({ n: count() })
    .from(chapters)
    .where(and(eq(chapters.bookOid, bookOid), lt(chapters.position, position)));
  return (before?.n ?? 0) + 1;
}

/**
 * Counts the captions of the chapter's files so the imported ones continue from them; answers how
 * many sections the chapter has (places count every section, as the caption tasks count them).
 */
export async function countExisting(
  tx: Db,
  numbering: BookNumbering,
  chapterOid: string,
  chapterIndex: number,
): Promise<number> {
  const chapterSections = await tx
    .select({ oid: sections.oid })
    .from(sections)
    .where(eq(sections.chapterOid, chapterOid))
    .orderBy(asc(sections.position));
  const sectionNumbers = new Map(chapterSections.map((section, index) => [section.oid, index + 1]));
  const files = await tx
    .select({ content: contentFiles.content, sectionOid: contentFiles.sectionOid })
    .from(contentFiles)
    .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
    .where(and(eq(sections.chapterOid, chapterOid), eq(contentFiles.type, "CONTENT")))
    .orderBy(asc(sections.position), asc(contentFiles.position));
  for (const file of files) {
    numbering.number(validateDocument(file.content), chapterIndex, sectionNumbers.get(file.sectionOid) ?? 1);
  }
  return chapterSections.length;
}

/** The document with its captions numbered at its place. */
export function numbered(
  numbering: BookNumbering,
  document: DocumentJson,
  chapterIndex: number,
  sectionIndex: number,
): DocumentJson {
  return numbering
    .number(validateDocument(document), chapterIndex, sectionIndex)
    .doc.toJSON() as DocumentJson;
}
