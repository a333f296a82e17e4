// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { hoveredBlock } from "../core/block-menu/hovered-block.ts";
import { runBlockMenuEntry } from "../core/block-menu/run-block-menu-entry.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../test/block-editor.ts";
import { insertableInlines, nextFillIndex } from "./inline-choices.ts";

afterEach(cleanUpEditors);

test("a blank is numbered after the highest one and shown as 'fill N'", () => {
  const editor = blockEditor([
    { type: "paragraph", content: [{ type: "fillBlank", attrs: { fillIndex: 3 } }] },
    paragraph("第二段"),
  ]);
  expect(nextFillIndex(editor.state.doc)).toBe(4);
  const second = editor.state.doc.child(0).nodeSize;
  const block = hoveredBlock(editor.state.doc, second + 1, second);
  if (!block) throw new Error("no hovered block");
  runBlockMenuEntry(editor, block, "inline:fillBlank");
  const blanks = [...editor.view.dom.querySelectorAll('[data-type="fillBlank"]')].map(
    (blank) => blank.textContent,
  );
  expect(blanks).toEqual(["fill 3", "fill 4"]);
});

test("text blocks take the inline items; a code box takes none", () => {
  const editor = blockEditor([paragraph("段"), { type: "codeBox", content: [{ type: "text", text: "x" }] }]);
  const keys = (index: number) =>
    insertableInlines(editor.state.doc.child(index), editor.schema).map((choice) => choice.key);
  expect(keys(0)).toEqual([
    "inlineMath",
    "fillBlank",
    "crossReference",
    "popup",
    "link",
    "extendedReadingInline",
    "inlineImage",
    "iconImage",
    "inlineVideo",
    "inlineAudio",
  ]);
  expect(keys(1)).toEqual([]);
});
