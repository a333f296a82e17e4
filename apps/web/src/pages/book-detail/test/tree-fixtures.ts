// Test support: a book with abilities and a small chapter tree, as the server's contract shapes them.
import {
  type BookAbilities,
  type BookDetail,
  type ChapterNode,
  type ContentFileType,
  DEFAULT_BOOK_NOTE_TITLE,
  type FileNode,
  type SectionNode,
} from "@textbook/shared";

export const ALL_ABILITIES: BookAbilities = {
  update: true,
  manageMembers: true,
  editStructure: true,
  editContent: true,
  uploadMedia: true,
  commit: true,
  export: true,
  editStyles: true,
  editParagraphStyle: true,
  applyPublish: true,
  build: true,
  release: true,
  push: true,
};

export const NO_ABILITIES: BookAbilities = {
  update: false,
  manageMembers: false,
  editStructure: false,
  editContent: false,
  uploadMedia: false,
  commit: false,
  export: false,
  editStyles: false,
  editParagraphStyle: false,
  applyPublish: false,
  build: false,
  release: false,
  push: false,
};

export function bookDetail(overrides: Partial<BookDetail> = {}): BookDetail {
  return {
    oid: "book-1",
    name: "高等数学（上册）",
    coverUrl: null,
    subject: "数学",
    description: "面向理工科一年级的微积分教材。",
    state: "UN_RELEASED",
    publishState: "UNDECLARED",
    releasedEditionOid: null,
    textbookType: "V2",
    belongsToOrg: { oid: "org-1", name: "示范学校", type: "SCHOOL" },
    useSubjectResourceEnabled: false,
    editorUseSubjectResourceEnabled: false,
    mosoEditorOid: null,
    contentDesignerOid: null,
    techEditorOid: null,
    completionRate: 40,
    myRoles: ["BOOK_CHIEF_EDITOR"],
    abilities: ALL_ABILITIES,
    noteTitle: DEFAULT_BOOK_NOTE_TITLE,
    createdAt: "2026-11-01T08:00:00.000Z",
    updatedAt: "2026-11-20T07:13:00.000Z",
    ...overrides,
  };
}

export function fileNode(
  oid: string,
  name: string,
  type: ContentFileType = "CONTENT",
  position = 0,
): FileNode {
  return { oid, name, type, position, version: 1, updatedAt: "2026-11-20T07:13:00.000Z" };
}

export function sectionNode(
  oid: string,
  chapterOid: string,
  name: string,
  files: FileNode[] = [],
): SectionNode {
  return { oid, chapterOid, name, position: 0, files };
}

export function chapterNode(
  oid: string,
  name: string,
  sections: SectionNode[] = [],
  committed = false,
): ChapterNode {
  return { oid, bookOid: "book-1", name, position: 0, committed, sections };
}

/** 第一章 (two sections, files in the first), 第二章 (one section), 第三章 (committed). */
export function sampleTree(): ChapterNode[] {
  return [
    chapterNode("c1", "第一章 函数与极限", [
      sectionNode("s1", "c1", "1.1 映射与函数", [
        fileNode("f1", "正文", "CONTENT"),
        fileNode("f2", "课堂练习", "ACTIVITY"),
      ]),
      sectionNode("s2", "c1", "1.2 数列的极限"),
    ]),
    chapterNode("c2", "第二章 导数与微分", [sectionNode("s3", "c2", "2.1 导数概念")]),
    chapterNode("c3", "第三章 微分中值定理", [sectionNode("s4", "c3", "3.1 中值定理")], true),
  ];
}
