// The content files of a book in reading order (chapter, section, file), with the chapter and
// section numbers their captions show, for the whole-book caption tasks.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, contentFiles, sections } from "../../db/schema/index.ts";

export interface CaptionFile {
  oid: string;
  /** Chapter › section › file, as the task's step names it. */
  title: string;
  /** The chapter's and section's places in the book, from 1 (as the editor numbers them). */
  chapterIndex: number;
  sectionIndex: number;
  /** A committed chapter cannot be edited (shell §4): its files are read, never rewritten. */
  committed: boolean;
}

export async function readCaptionFiles(db: Db, bookOid: string): Promise<CaptionFile[]> {
  const rows = await db
    .select({
      oid: contentFiles.oid,
      name: contentFiles.name,
      type: contentFiles.type,
      chapterOid: chapters.oid,
      chapterName: chapters.name,
      committed: chapters.committed,
      sectionOid: sections.oid,
      sectionName: sections.name,
    })
    .from(chapters)
    .leftJoin(sections, eq(sections.chapterOid, chapters.oid))
    .leftJoin(contentFiles, eq(contentFiles.sectionOid, sections.oid))
    .where(eq(chapters.bookOid, bookOid))
    .orderBy(
      asc(chapters.position),
      asc(chapters.oid),
      asc(sections.position),
      asc(sections.oid),
      asc(contentFiles.position),
      asc(contentFiles.oid),
    );
  // Places count every chapter and section, also those without content files (rows come in order).
  const files: CaptionFile[] = [];
  let chapter: string | null = null;
  let section: string | null = null;
  let chapterIndex = 0;
  let sectionIndex = 0;
  for (const row of rows) {
    if (row.chapterOid !== chapter) {
      chapter = row.chapterOid;
      chapterIndex++;
      section = null;
      sectionIndex = 0;
    }
    if (row.sectionOid !== null && row.sectionOid !== section) {
      section = row.sectionOid;
      sectionIndex++;
    }
    if (row.oid === null || row.type !== "CONTENT") continue;
    files.push({
      oid: row.oid,
      title: `${row.chapterName} › ${row.sectionName} › ${row.name}`,
      chapterIndex,
      sectionIndex,
      committed: row.committed,
    });
  }
  return files;
}
