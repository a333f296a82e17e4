// The chapter → section → file tree as table rows (antd tree data), each row knowing the section it
// belongs to so choosing it shows that section's videos and quizzes.
import type { ReadingFigures, StatTree } from "@textbook/shared";

export interface TreeRow extends ReadingFigures {
  key: string;
  title: string;
  place: { chapterOid: string; sectionOid: string } | null;
  children?: TreeRow[];
}

export function treeRows(tree: StatTree): TreeRow[] {
  return tree.chapters.map(({ sections, oid: chapterOid, ...chapter }) => ({
    ...chapter,
    key: chapterOid,
    place: null,
    children: sections.map(({ files, oid: sectionOid, ...section }) => ({
      ...section,
      key: sectionOid,
      place: { chapterOid, sectionOid },
      children: files.map(({ oid, ...file }) => ({
        ...file,
        key: `${sectionOid}/${oid}`,
        place: { chapterOid, sectionOid },
      })),
    })),
  }));
}
