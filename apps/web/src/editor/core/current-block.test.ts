// @vitest-environment happy-dom
import type { Editor, JSONContent } from "@tiptap/core";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph, setBlockAttributes } from "../test/block-editor.ts";
import { CURRENT_BLOCK_CLASS } from "./current-block.ts";

afterEach(cleanUpEditors);

const cell = (text: string): JSONContent => ({ type: "tableCell", content: [paragraph(text)] });
const tableBox: JSONContent = {
  type: "tableBox",
  attrs: { oid: "t1" },
  content: [{ type: "table", content: [{ type: "tableRow", content: [cell("a"), cell("b")] }] }],
};

const marked = (editor: Editor) =>
  [...editor.view.dom.querySelectorAll(`.${CURRENT_BLOCK_CLASS}`)].map(
    (element) => element.getAttribute("data-type") ?? element.tagName.toLowerCase(),
  );

function place(editor: Editor, text: string): void {
  let found = -1;
  editor.state.doc.descendants((node, position) => {
    if (found === -1 && node.isText && node.text === text) found = position + text.length;
    return found === -1;
  });
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, found)));
}

test("only the top-level block holding the selection is marked, a table box for a cursor in its cell", () => {
  const editor = blockEditor([paragraph("前"), tableBox, paragraph("后")]);
  place(editor, "前");
  expect(marked(editor)).toEqual(["p"]);
  place(editor, "b");
  expect(marked(editor)).toEqual(["tableBox"]);
  place(editor, "后");
  expect(marked(editor)).toEqual(["p"]);
});

test("typing keeps the mark on its block; splitting it moves the mark to the new half", () => {
  const editor = blockEditor([paragraph("前"), paragraph("后")]);
  place(editor, "前");
  editor.view.dispatch(editor.state.tr.insertText("言", editor.state.selection.from));
  const markedText = () => editor.view.dom.querySelector(`.${CURRENT_BLOCK_CLASS}`)?.textContent;
  expect(markedText()).toBe("前言");
  editor.view.dispatch(editor.state.tr.split(editor.state.selection.from - 1));
  expect(marked(editor)).toEqual(["p"]);
  expect(markedText()).toBe("言");
});

test("a selected block keeps its mark when its view draws it again", () => {
  const editor = blockEditor([
    paragraph("前"),
    { type: "imageBlock", attrs: { src: "/files/cell.png" } },
    { type: "horizontalRule" },
  ]);
  editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 3)));
  expect(marked(editor)).toEqual(["imageBlock"]);
  setBlockAttributes(editor, "imageBlock", { width: "50%" });
  expect(marked(editor)).toEqual(["imageBlock"]);

  const rule = editor.state.doc.child(0).nodeSize + editor.state.doc.child(1).nodeSize;
  editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, rule)));
  setBlockAttributes(editor, "horizontalRule", { type: "dashed" });
  expect(marked(editor)).toEqual(["horizontalRule"]);
});
