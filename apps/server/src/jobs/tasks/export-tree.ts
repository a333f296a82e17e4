// The book as the export writes it: chapters > sections > files in order, with where each file's
// HTML and JSON go inside the archive. Read without file content (that is read per chapter).
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, contentFiles, sections } from "../../db/schema/index.ts";

export interface ExportFile {
  oid: string;
  name: string;
  type: string;
  version: number;
  html: string;
  json: string;
}

export interface ExportSection {
  oid: string;
  name: string;
  files: ExportFile[];
}

export interface ExportChapter {
  oid: string;
  name: string;
  committed: boolean;
  sections: ExportSection[];
}

const pad = (index: number) => String(index + 1).padStart(2, "0");

export async function readExportTree(db: Db, bookOid: string): Promise<ExportChapter[]> {
  const chapterRows = await db
    .select({ oid: chapters.oid, name: chapters.name, committed: chapters.committed })
    .from(chapters)
    .where(eq(chapters.bookOid, bookOid))
    .orderBy(asc(chapters.position), asc(chapters.oid));
  const sectionRows = await db
    .select({ oid: sections.oid, name: sections.name, chapterOid: sections.chapterOid })
    .from(sections)
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(eq(chapters.bookOid, bookOid))
    .orderBy(asc(sections.position), asc(sections.oid));
  const fileRows = await db
    .select({
      oid: contentFiles.oid,
      name: contentFiles.name,
      type: contentFiles.type,
      version: contentFiles.version,
      sectionOid: contentFiles.sectionOid,
    })
    .from(contentFiles)
    .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(eq(chapters.bookOid, bookOid))
    .orderBy(asc(contentFiles.position), asc(contentFiles.oid));

  const sectionsOf = groupBy(sectionRows, (section) => section.chapterOid);
  const filesOf = groupBy(fileRows, (file) => file.sectionOid);
  return chapterRows.map((chapter, chapterIndex) => ({
    ...chapter,
    sections: (sectionsOf.get(chapter.oid) ?? []).map((section, sectionIndex) => ({
      oid: section.oid,
      name: section.name,
      files: (filesOf.get(section.oid) ?? []).map((file, fileIndex) => {
        const path = `chapter-${pad(chapterIndex)}/section-${pad(sectionIndex)}/file-${pad(fileIndex)}`;
        return {
          oid: file.oid,
          name: file.name,
          type: file.type,
          version: file.version,
          html: `${path}.html`,
          json: `${path}.json`,
        };
      }),
    })),
  }));
}

/** Rows grouped by a key, each group keeping the rows' order. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}
