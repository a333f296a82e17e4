// The chapter > section > file tree of a book, or of one chapter or section in it, in three
// queries whatever its size (a book may hold 500 chapters of 20 sections): chapters, then every
// section of those chapters, then every file of those sections, grouped in memory. The one reader
// of the tree: the export and the whole-book caption tasks lay out the same answer their own way.
import type { ChapterNode, SectionNode } from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, contentFiles, sections } from "../../db/schema/index.ts";
import { FILE_NODE_COLUMNS, presentFile } from "../files/presenter.ts";
import { presentSection, SECTION_NODE_COLUMNS, type SectionNodeRow } from "../sections/presenter.ts";
import { CHAPTER_NODE_COLUMNS, presentChapter } from "./presenter.ts";

export interface TreeScope {
  bookOid: string;
  chapterOid?: string;
  sectionOid?: string;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export async function readTree(db: Db, scope: TreeScope): Promise<ChapterNode[]> {
  const inScope = and(
    eq(chapters.bookOid, scope.bookOid),
    scope.chapterOid ? eq(chapters.oid, scope.chapterOid) : undefined,
  );
  const sectionInScope = scope.sectionOid ? eq(sections.oid, scope.sectionOid) : undefined;
  const chapterRows = await db
    .select(CHAPTER_NODE_COLUMNS)
    .from(chapters)
    .where(inScope)
    .orderBy(asc(chapters.position), asc(chapters.oid));
  if (chapterRows.length === 0) return [];
  const sectionRows = await db
    .select(SECTION_NODE_COLUMNS)
    .from(sections)
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(and(inScope, sectionInScope))
    .orderBy(asc(sections.position), asc(sections.oid));
  const fileRows =
    sectionRows.length === 0
      ? []
      : await db
          .select(FILE_NODE_COLUMNS)
          .from(contentFiles)
          .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
          .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
          .where(and(inScope, sectionInScope))
          .orderBy(asc(contentFiles.position), asc(contentFiles.oid));
  const filesBySection = groupBy(fileRows, (file) => file.sectionOid);
  const sectionsByChapter = groupBy(sectionRows, (section) => section.chapterOid);
  const sectionNode = (section: SectionNodeRow): SectionNode =>
    presentSection(section, (filesBySection.get(section.oid) ?? []).map(presentFile));
  return chapterRows.map(
    (chapter): ChapterNode =>
      presentChapter(chapter, (sectionsByChapter.get(chapter.oid) ?? []).map(sectionNode)),
  );
}
