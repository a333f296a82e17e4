// Test support: the open file's address and a book's chapter tree, as the chapter-tree call answers it.
import type { ChapterNode, FilePath } from "@textbook/shared";

export const HERE: FilePath = { bookOid: "b1", chapterOid: "c1", sectionOid: "s1", fileOid: "f1" };

type TreeFile = ChapterNode["sections"][number]["files"][number];

export function contentFile(oid: string, name: string): TreeFile {
  return { oid, name, type: "CONTENT", position: 0, version: 1, updatedAt: "" };
}

/** Chapter c1 第一章 of book b1, open, with section s1 holding `files` (oid → name). */
export function oneSectionTree(files: Record<string, string>, sectionName = "第一节"): ChapterNode[] {
  const section = {
    oid: "s1",
    chapterOid: "c1",
    name: sectionName,
    position: 0,
    files: Object.entries(files).map(([oid, name]) => contentFile(oid, name)),
  };
  return [{ oid: "c1", bookOid: "b1", name: "第一章", position: 0, committed: false, sections: [section] }];
}
