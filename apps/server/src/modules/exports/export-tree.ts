// The book as the export writes it: the book's tree (chapters/read-tree.ts) with where each file's
// HTML and JSON go inside the archive. Read without file content (that is read per chapter).
import type { Db } from "../../db/client.ts";
import { readTree } from "../chapters/read-tree.ts";

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

/** Where a file's HTML and JSON go inside the archive, by its place in the book. */
export function exportPaths(chapterIndex: number, sectionIndex: number, fileIndex: number) {
  const path = `chapter-${pad(chapterIndex)}/section-${pad(sectionIndex)}/file-${pad(fileIndex)}`;
  return { html: `${path}.html`, json: `${path}.json` };
}

export async function readExportTree(db: Db, bookOid: string): Promise<ExportChapter[]> {
  const tree = await readTree(db, { bookOid });
  return tree.map((chapter, chapterIndex) => ({
    oid: chapter.oid,
    name: chapter.name,
    committed: chapter.committed,
    sections: chapter.sections.map((section, sectionIndex) => ({
      oid: section.oid,
      name: section.name,
      files: section.files.map((file, fileIndex) => ({
        oid: file.oid,
        name: file.name,
        type: file.type,
        version: file.version,
        ...exportPaths(chapterIndex, sectionIndex, fileIndex),
      })),
    })),
  }));
}
