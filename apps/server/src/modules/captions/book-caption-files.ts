// The content files of a book in reading order (chapter, section, file), with the chapter and
// section numbers their captions show, for the whole-book caption tasks.
import type { Db } from "../../db/client.ts";
import { readTree } from "../chapters/read-tree.ts";

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
  const tree = await readTree(db, { bookOid });
  // Places count every chapter and section, also those without content files.
  return tree.flatMap((chapter, chapterAt) =>
    chapter.sections.flatMap((section, sectionAt) =>
      section.files
        .filter((file) => file.type === "CONTENT")
        .map((file) => ({
          oid: file.oid,
          title: `${chapter.name} › ${section.name} › ${file.name}`,
          chapterIndex: chapterAt + 1,
          sectionIndex: sectionAt + 1,
          committed: chapter.committed,
        })),
    ),
  );
}
