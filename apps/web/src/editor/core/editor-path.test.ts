import { expect, test } from "vitest";
import { chapterNode, fileNode, sectionNode } from "../../pages/book-detail/test/tree-fixtures.ts";
import { captionPlace, editorPath, resolveFile } from "./editor-path.ts";

const chapters = [
  chapterNode("c1", "第一章", [sectionNode("s1", "c1", "1.1", [fileNode("a1", "活动", "ACTIVITY")])]),
  chapterNode("c2", "第二章", [
    sectionNode("s2", "c2", "2.1", [fileNode("f2", "正文")]),
    sectionNode("s3", "c2", "2.2", [fileNode("f3", "正文"), fileNode("f4", "正文二")]),
  ]),
];

test("the route keeps the spec's spelling", () => {
  expect(editorPath({ bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" })).toBe(
    "/f/books/prosemirror-eidtor/b/c/s/f",
  );
});

test("a route without a file opens the first content file at or under what it names", () => {
  expect(resolveFile(chapters, { bookOid: "b" })?.fileOid).toBe("f2");
  expect(resolveFile(chapters, { bookOid: "b", chapterOid: "c2", sectionOid: "s3" })?.fileOid).toBe("f3");
  expect(resolveFile(chapters, { bookOid: "b", chapterOid: "c2", sectionOid: "s3", fileOid: "f4" })).toEqual({
    bookOid: "b",
    chapterOid: "c2",
    sectionOid: "s3",
    fileOid: "f4",
  });
  expect(resolveFile(chapters, { bookOid: "b", chapterOid: "c1" })).toBeNull();
  expect(resolveFile(chapters, { bookOid: "b", fileOid: "gone" })).toBeNull();
});

test("captions are numbered from the file's chapter and section places in the book", () => {
  expect(captionPlace(chapters, { bookOid: "b", chapterOid: "c2", sectionOid: "s3", fileOid: "f3" })).toEqual(
    {
      chapterIndex: 2,
      sectionIndex: 2,
    },
  );
  expect(
    captionPlace(chapters, { bookOid: "b", chapterOid: "x", sectionOid: "s3", fileOid: "f3" }),
  ).toBeNull();
});
