// @vitest-environment happy-dom
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { CellSelection } from "@tiptap/pm/tables";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { selectionTakesMarks } from "./marks-target.ts";

afterEach(cleanUpEditors);

function firstOf(editor: ReturnType<typeof blockEditor>, type: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found < 0 && node.type.name === type) found = pos;
    return found < 0;
  });
  return found;
}

test("selected words take marks; an empty selection does not", () => {
  const editor = blockEditor([paragraph("光合作用")]);
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 1, 3)));
  expect(selectionTakesMarks(editor.state)).toBe(true);
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 2)));
  expect(selectionTakesMarks(editor.state)).toBe(false);
});

test("a selected image box or an inline formula alone takes no marks", () => {
  const editor = blockEditor([
    paragraph("前"),
    { type: "imageBox", attrs: { oid: "img1" }, content: [{ type: "imageBlock", attrs: { oid: "i1" } }] },
    { type: "paragraph", content: [{ type: "inlineMath", attrs: { oid: "m1", latex: "x^2" } }] },
  ]);
  editor.view.dispatch(
    editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, firstOf(editor, "imageBox"))),
  );
  expect(selectionTakesMarks(editor.state)).toBe(false);
  const math = firstOf(editor, "inlineMath");
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, math, math + 1)));
  expect(selectionTakesMarks(editor.state)).toBe(false);
  editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, math)));
  expect(selectionTakesMarks(editor.state)).toBe(false);
});

test("selected table cells with text take marks", () => {
  const cell = (text: string) => ({ type: "tableCell", content: [paragraph(text)] });
  const editor = blockEditor([
    {
      type: "tableBox",
      content: [{ type: "table", content: [{ type: "tableRow", content: [cell("甲"), cell("乙")] }] }],
    },
  ]);
  const cells: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === "tableCell") cells.push(pos);
  });
  editor.view.dispatch(
    editor.state.tr.setSelection(CellSelection.create(editor.state.doc, cells[0] ?? 0, cells[1] ?? 0)),
  );
  expect(selectionTakesMarks(editor.state)).toBe(true);
});
