// @vitest-environment happy-dom
import { ERROR_CORRECTION_TEXTS } from "@textbook/shared";
import type { JSONContent } from "@tiptap/core";
import { afterEach, expect, test } from "vitest";
import { doc, testEditor, text } from "../../test/block-editor.ts";
import { locateReport } from "./locate-report.ts";

let editor: ReturnType<typeof testEditor>;
afterEach(() => editor.destroy());

const para = (oid: string, ...content: JSONContent[]): JSONContent => ({
  type: "paragraph",
  attrs: { oid },
  content,
});

const located = (from: number, to: number) => editor.state.doc.textBetween(from, to);

test("the block by its oid, the quote nearest to where the reader selected it", () => {
  editor = testEditor(doc(para("p1", text("课成表")), para("p2", text("课成"), text("与课成", ["bold"]))));
  const found = locateReport(editor.state.doc, { blockOid: "p2", quote: "课成", startOffset: 3 });
  expect(found.by).toBe("oid");
  if (found.by === "none") throw new Error("not found");
  expect(located(found.from, found.to)).toBe("课成");
  // The second occurrence (offset 3), not the first.
  const first = locateReport(editor.state.doc, { blockOid: "p2", quote: "课成", startOffset: 0 });
  expect(first.by === "oid" && found.by === "oid" && found.from > first.from).toBe(true);
});

test("a whole block when the reader reported it without selecting text", () => {
  editor = testEditor(doc(para("p1", text("第一段")), para("p2", text("第二段"))));
  const found = locateReport(editor.state.doc, { blockOid: "p2", quote: "", startOffset: null });
  expect(found.by).toBe("oid");
  if (found.by === "none") throw new Error("not found");
  expect(located(found.from, found.to)).toBe("第二段");
});

test("the quote anywhere in the file when the block is gone or no longer holds it", () => {
  editor = testEditor(doc(para("p1", text("已改写的段落")), para("p9", text("信息技术是一门课成"))));
  const gone = locateReport(editor.state.doc, { blockOid: "p2", quote: "课成", startOffset: 0 });
  expect(gone.by).toBe("quote");
  if (gone.by === "none") throw new Error("not found");
  expect(located(gone.from, gone.to)).toBe("课成");
  const moved = locateReport(editor.state.doc, { blockOid: "p1", quote: "课成", startOffset: 0 });
  expect(moved.by).toBe("quote");
});

test("not found says so clearly", () => {
  editor = testEditor(doc(para("p1", text("全部改正了"))));
  expect(locateReport(editor.state.doc, { blockOid: "p2", quote: "课成", startOffset: 0 })).toEqual({
    by: "none",
    message: ERROR_CORRECTION_TEXTS.notFound,
  });
  expect(locateReport(editor.state.doc, { blockOid: "p2", quote: "", startOffset: null }).by).toBe("none");
});
