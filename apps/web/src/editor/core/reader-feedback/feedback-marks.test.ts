// @vitest-environment happy-dom
import type { JSONContent } from "@tiptap/core";
import { afterEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors, text } from "../../test/block-editor.ts";
import { drawFeedback, feedbackDecorations, removeFeedback } from "./feedback-marks.ts";
import { locateReport } from "./locate-report.ts";

afterEach(() => cleanUpEditors());

const para = (oid: string, value: string): JSONContent => ({
  type: "paragraph",
  attrs: { oid },
  content: [text(value)],
});

test("open reports get a marker beside their text that opens the report; the located one is lit", () => {
  const editor = blockEditor([para("p1", "信息技术是一门课成"), para("p2", "第二段")]);
  const open = vi.fn();
  const report = { oid: "r1", description: "错别字", blockOid: "p1", quote: "课成", startOffset: null };
  const target = locateReport(editor.state.doc, { blockOid: "p2", quote: "", startOffset: null });
  drawFeedback(editor, feedbackDecorations(editor.state.doc, [report], target, open));
  const marker = editor.view.dom.querySelector<HTMLButtonElement>(".tb-feedback-marker");
  expect(marker?.title).toBe("读者纠错（待处理）：错别字");
  expect(editor.view.dom.querySelector(".tb-feedback-text")?.textContent).toBe("课成");
  expect(editor.view.dom.querySelector(".tb-feedback-located")?.textContent).toBe("第二段");
  marker?.click();
  expect(open).toHaveBeenCalledWith("r1");
  // Edits keep the marks in place; removing them leaves the text as it was.
  editor.commands.insertContentAt(1, "新");
  expect(editor.view.dom.querySelector(".tb-feedback-text")?.textContent).toBe("课成");
  removeFeedback(editor);
  expect(editor.view.dom.querySelector(".tb-feedback-marker")).toBeNull();
});
