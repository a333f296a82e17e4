// The document's top-level blocks split into chapters, sections and files by heading level (the
// levels the user chose). Content before the first chapter heading opens an untitled chapter; a
// chapter's text before its first section heading is a section named after the chapter, and a
// section's text before its first file heading a file named after the section.
import { WORD_IMPORT_TEXTS, type WordLevels, type WordProposal } from "@textbook/shared";
import { countWords } from "./word-places.ts";

export interface WordFile {
  id: string;
  title: string;
  blocks: Element[];
}

export interface WordSection {
  id: string;
  title: string;
  files: WordFile[];
}

export interface WordChapter {
  id: string;
  title: string;
  sections: WordSection[];
}

const UNTITLED = WORD_IMPORT_TEXTS.task.untitledChapter;

function headingLevel(element: Element): number | null {
  const match = /^H([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : null;
}

function titleOf(element: Element): string {
  return (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 200) || UNTITLED;
}

function isBlank(element: Element): boolean {
  return (
    (element.textContent ?? "").trim() === "" &&
    !element.querySelector("img, table, [data-type]") &&
    element.tagName === "P"
  );
}

export function splitTree(body: Element, levels: WordLevels): WordChapter[] {
  const chapters: WordChapter[] = [];
  const chapter = (title: string) => {
    const made: WordChapter = { id: `c${chapters.length}`, title, sections: [] };
    chapters.push(made);
    return made;
  };
  const section = (title: string) => {
    const owner = chapters.at(-1) ?? chapter(UNTITLED);
    const made: WordSection = { id: `${owner.id}s${owner.sections.length}`, title, files: [] };
    owner.sections.push(made);
    return made;
  };
  const file = (title: string) => {
    const owner = chapters.at(-1)?.sections.at(-1) ?? section(chapters.at(-1)?.title ?? UNTITLED);
    const made: WordFile = { id: `${owner.id}f${owner.files.length}`, title, blocks: [] };
    owner.files.push(made);
    return made;
  };
  for (const block of Array.from(body.children)) {
    const level = headingLevel(block);
    if (level === levels.chapter) chapter(titleOf(block));
    else if (level === levels.section) section(titleOf(block));
    else if (level !== null && level === levels.file) file(titleOf(block));
    else if (chapters.length > 0 || !isBlank(block)) {
      const current = chapters.at(-1)?.sections.at(-1)?.files.at(-1);
      const title = chapters.at(-1)?.sections.at(-1)?.title ?? chapters.at(-1)?.title ?? UNTITLED;
      (current ?? file(title)).blocks.push(block);
    }
  }
  // A heading with nothing under it still makes its section or file.
  for (const made of chapters) {
    if (made.sections.length === 0) made.sections.push({ id: `${made.id}s0`, title: made.title, files: [] });
    for (const part of made.sections) {
      if (part.files.length === 0) part.files.push({ id: `${part.id}f0`, title: part.title, blocks: [] });
    }
  }
  return chapters;
}

function wordsOf(blocks: readonly Element[]): number {
  return blocks.reduce((sum, block) => sum + countWords(block.textContent ?? ""), 0);
}

export function proposalTree(chapters: readonly WordChapter[]): WordProposal["chapters"] {
  return chapters.map((chapter) => {
    const sections = chapter.sections.map((section) => {
      const files = section.files.map((file) => ({
        id: file.id,
        title: file.title,
        words: wordsOf(file.blocks),
      }));
      return {
        id: section.id,
        title: section.title,
        words: files.reduce((sum, f) => sum + f.words, 0),
        files,
      };
    });
    return {
      id: chapter.id,
      title: chapter.title,
      words: sections.reduce((sum, s) => sum + s.words, 0),
      sections,
    };
  });
}
