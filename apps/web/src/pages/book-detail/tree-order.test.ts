import { expect, test } from "vitest";
import { sampleTree } from "./test/tree-fixtures.ts";
import { accepts } from "./tree-collision.ts";
import {
  composeBodyOf,
  dragId,
  moveChapter,
  moveFile,
  moveSection,
  parseDragId,
  replaceSection,
  sameOrder,
} from "./tree-order.ts";

const order = (tree: ReturnType<typeof sampleTree>) =>
  tree
    .map((chapter) => `${chapter.oid}[${chapter.sections.map((section) => section.oid).join(",")}]`)
    .join(" ");

test("drag ids carry the node's kind and oid", () => {
  expect(parseDragId(dragId("section", "s-1:x"))).toEqual({ kind: "section", oid: "s-1:x" });
  expect(parseDragId("unknown:1")).toBeNull();
  expect(parseDragId("plain")).toBeNull();
});

test("a chapter moves among chapters", () => {
  const tree = sampleTree();
  expect(order(moveChapter(tree, "c3", "c1"))).toBe("c3[s4] c1[s1,s2] c2[s3]");
  expect(order(moveChapter(tree, "c1", "c2"))).toBe("c2[s3] c1[s1,s2] c3[s4]");
  expect(order(tree)).toBe("c1[s1,s2] c2[s3] c3[s4]");
});

test("a section moves within its chapter and into another, taking the new chapter's oid", () => {
  const tree = sampleTree();
  expect(order(moveSection(tree, "s2", "c1", 0))).toBe("c1[s2,s1] c2[s3] c3[s4]");
  const moved = moveSection(tree, "s1", "c2", 1);
  expect(order(moved)).toBe("c1[s2] c2[s3,s1] c3[s4]");
  expect(moved[1]?.sections[1]?.chapterOid).toBe("c2");
  expect(order(moveSection(tree, "s1", "c2", 99))).toBe("c1[s2] c2[s3,s1] c3[s4]");
  expect(order(moveSection(tree, "missing", "c2", 0))).toBe(order(tree));
});

test("the compose body lists every chapter with its sections, in order", () => {
  const next = moveSection(moveChapter(sampleTree(), "c2", "c1"), "s4", "c3", 0);
  expect(composeBodyOf(next)).toEqual({
    chapters: [
      { oid: "c2", sectionOids: ["s3"] },
      { oid: "c1", sectionOids: ["s1", "s2"] },
      { oid: "c3", sectionOids: ["s4"] },
    ],
  });
  expect(sameOrder(next, sampleTree())).toBe(false);
  expect(sameOrder(moveSection(sampleTree(), "s1", "c1", 0), sampleTree())).toBe(true);
});

test("files move within their section; the answer replaces the section in the tree", () => {
  const tree = sampleTree();
  const section = tree[0]?.sections[0];
  if (!section) throw new Error("fixture");
  const moved = moveFile(section, "f2", "f1");
  expect(moved.files.map((file) => file.oid)).toEqual(["f2", "f1"]);
  expect(replaceSection(tree, moved)[0]?.sections[0]?.files.map((file) => file.oid)).toEqual(["f2", "f1"]);
});

test("chapters land among chapters; sections among sections of chapters not committed", () => {
  const data = (committed: boolean, empty?: boolean) => ({
    current: { name: "x", chapterOid: "c", committed, empty },
  });
  const chapter = { id: dragId("chapter", "c1") };
  const section = { id: dragId("section", "s1") };
  expect(accepts(chapter, { id: dragId("chapter", "c2"), data: data(true) })).toBe(true);
  expect(accepts(chapter, { id: dragId("section", "s2"), data: data(false) })).toBe(false);
  expect(accepts(section, { id: dragId("section", "s2"), data: data(false) })).toBe(true);
  expect(accepts(section, { id: dragId("section", "s4"), data: data(true) })).toBe(false);
  expect(accepts(section, { id: dragId("chapter", "c2"), data: data(false) })).toBe(false);
  expect(accepts(section, { id: dragId("sectionList", "c2"), data: data(false, true) })).toBe(true);
  expect(accepts(section, { id: dragId("sectionList", "c2"), data: data(false, false) })).toBe(false);
  expect(accepts(section, { id: dragId("sectionList", "c3"), data: data(true, true) })).toBe(false);
});
