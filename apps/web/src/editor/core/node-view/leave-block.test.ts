// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { leaveBlock } from "./leave-block.ts";

afterEach(cleanUpEditors);

const code = { type: "codeBox", content: [{ type: "text", text: "print(1)" }] };

test("leaving a code box that ends the file adds a paragraph after it and puts the caret there", () => {
  const editor = blockEditor([paragraph("前"), code]);
  const pos = editor.state.doc.child(0).nodeSize;
  const box = editor.state.doc.child(1);
  const transaction = leaveBlock(editor.state, pos, box.nodeSize, 1);
  expect(transaction.doc.childCount).toBe(3);
  expect(transaction.doc.child(2).type.name).toBe("paragraph");
  expect(transaction.selection.$from.parent).toBe(transaction.doc.child(2));
});

test("leaving a code box that opens the file goes up into a new paragraph before it", () => {
  const editor = blockEditor([code, paragraph("后")]);
  const transaction = leaveBlock(editor.state, 0, editor.state.doc.child(0).nodeSize, -1);
  expect(transaction.doc.child(0).type.name).toBe("paragraph");
  expect(transaction.selection.from).toBe(1);
});

test("with a block beyond, the caret moves into it and nothing is added", () => {
  const editor = blockEditor([paragraph("前"), code, paragraph("后")]);
  const pos = editor.state.doc.child(0).nodeSize;
  const transaction = leaveBlock(editor.state, pos, editor.state.doc.child(1).nodeSize, 1);
  expect(transaction.doc.eq(editor.state.doc)).toBe(true);
  expect(transaction.selection.$from.parent.textContent).toBe("后");
});
