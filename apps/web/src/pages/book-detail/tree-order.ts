// Pure moves on the chapter tree, used while dragging (the preview) and to build the bodies of the
// reorder calls. The tree is never changed in place: each move returns a new one.
import type { ChapterNode, ComposeBody, SectionNode } from "@textbook/shared";

export type TreeNodeKind = "chapter" | "section" | "file" | "sectionList";

/** Drag ids carry their kind, so one drag context can hold chapters and sections apart. */
export function dragId(kind: TreeNodeKind, oid: string): string {
  return `${kind}:${oid}`;
}

export function parseDragId(id: string | number): { kind: TreeNodeKind; oid: string } | null {
  const text = String(id);
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  const kind = text.slice(0, colon);
  if (kind !== "chapter" && kind !== "section" && kind !== "file" && kind !== "sectionList") return null;
  return { kind, oid: text.slice(colon + 1) };
}

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export function moveChapter(
  chapters: readonly ChapterNode[],
  activeOid: string,
  overOid: string,
): ChapterNode[] {
  const from = chapters.findIndex((chapter) => chapter.oid === activeOid);
  const to = chapters.findIndex((chapter) => chapter.oid === overOid);
  if (from < 0 || to < 0 || from === to) return [...chapters];
  return moveItem(chapters, from, to);
}

export function findSection(
  chapters: readonly ChapterNode[],
  sectionOid: string,
): { chapter: ChapterNode; section: SectionNode; index: number } | null {
  for (const chapter of chapters) {
    const index = chapter.sections.findIndex((section) => section.oid === sectionOid);
    const section = chapter.sections[index];
    if (section) return { chapter, section, index };
  }
  return null;
}

/**
 * Puts a section at `index` of a chapter's sections (its own chapter or another one). The moved
 * section takes its new chapter's oid so the tree stays consistent until the server answers.
 */
export function moveSection(
  chapters: readonly ChapterNode[],
  sectionOid: string,
  toChapterOid: string,
  index: number,
): ChapterNode[] {
  const found = findSection(chapters, sectionOid);
  if (!found || !chapters.some((chapter) => chapter.oid === toChapterOid)) return [...chapters];
  const moved = { ...found.section, chapterOid: toChapterOid };
  const withoutIt = chapters.map((chapter) =>
    chapter.oid === found.chapter.oid
      ? { ...chapter, sections: chapter.sections.filter((section) => section.oid !== sectionOid) }
      : chapter,
  );
  return withoutIt.map((chapter) => {
    if (chapter.oid !== toChapterOid) return chapter;
    const sections = [...chapter.sections];
    sections.splice(Math.max(0, Math.min(index, sections.length)), 0, moved);
    return { ...chapter, sections };
  });
}

/** The new order of a section's files after dragging `activeOid` onto `overOid`. */
export function moveFile(section: SectionNode, activeOid: string, overOid: string): SectionNode {
  const from = section.files.findIndex((file) => file.oid === activeOid);
  const to = section.files.findIndex((file) => file.oid === overOid);
  if (from < 0 || to < 0 || from === to) return section;
  return { ...section, files: moveItem(section.files, from, to) };
}

export function replaceSection(chapters: readonly ChapterNode[], next: SectionNode): ChapterNode[] {
  return chapters.map((chapter) =>
    chapter.oid === next.chapterOid
      ? {
          ...chapter,
          sections: chapter.sections.map((section) => (section.oid === next.oid ? next : section)),
        }
      : chapter,
  );
}

/** The compose call's body: every chapter in order with its sections in order. */
export function composeBodyOf(chapters: readonly ChapterNode[]): ComposeBody {
  return {
    chapters: chapters.map((chapter) => ({
      oid: chapter.oid,
      sectionOids: chapter.sections.map((section) => section.oid),
    })),
  };
}

/** Whether two trees put the same chapters and sections in the same places. */
export function sameOrder(a: readonly ChapterNode[], b: readonly ChapterNode[]): boolean {
  return JSON.stringify(composeBodyOf(a)) === JSON.stringify(composeBodyOf(b));
}
