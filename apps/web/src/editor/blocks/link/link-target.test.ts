import { expect, test } from "vitest";
import { oneSectionTree } from "../../test/book-tree.ts";
import { bookTargetState, targetAttributes, urlProblem } from "./link-target.ts";

test("a URL target must be an http or https address (shell §5: 无效的链接地址)", () => {
  expect(urlProblem("https://example.com/a")).toBeNull();
  expect(urlProblem("HTTP://example.com")).toBeNull();
  expect(urlProblem("ftp://example.com")).toBe("无效的链接地址");
  expect(urlProblem("javascript:alert(1)")).toBe("无效的链接地址");
  expect(urlProblem("example.com")).toBe("无效的链接地址");
  expect(urlProblem("  ")).toBe("必填项，请输入");
});

test("a saved target keeps only its type's fields", () => {
  const values = {
    bookOid: "b",
    url: " https://example.com ",
    screenType: "LANDSCAPE",
    isReaderInfoCarried: "Y",
  };
  expect(targetAttributes("URL", values)).toMatchObject({
    type: "URL",
    url: "https://example.com",
    bookOid: null,
    screenType: null,
    isReaderInfoCarried: "N",
  });
  expect(targetAttributes("VIRTUAL", values)).toMatchObject({
    screenType: "LANDSCAPE",
    isReaderInfoCarried: "Y",
  });
  expect(targetAttributes("BOOK", values)).toMatchObject({ bookOid: "b", url: null });
});

const TREE = oneSectionTree({ f1: "正文" });

test("a BOOK target is found only while its chapter, section and file are in the book's tree", () => {
  expect(bookTargetState(TREE, { chapterOid: "c1", sectionOid: "s1", fileOid: "f1" })).toBe("found");
  expect(bookTargetState(TREE, { chapterOid: "c1", sectionOid: "s2", fileOid: "f1" })).toBe("missing");
  expect(bookTargetState(TREE, { chapterOid: "c1", sectionOid: "s1", fileOid: "f2" })).toBe("missing");
  expect(bookTargetState(TREE, { chapterOid: "c9", sectionOid: "s1", fileOid: "f1" })).toBe("missing");
  // The book itself is gone (deleted, or no longer shared with the user).
  expect(bookTargetState(null, { chapterOid: "c1", sectionOid: "s1", fileOid: "f1" })).toBe("missing");
});
