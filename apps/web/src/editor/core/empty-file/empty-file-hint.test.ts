// @vitest-environment happy-dom
import { EDITOR_TEXTS } from "@textbook/shared";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { EMPTY_FILE_CLASS } from "./empty-file-hint.ts";

afterEach(cleanUpEditors);

const hint = (editor: ReturnType<typeof blockEditor>) =>
  editor.view.dom.querySelector(`.${EMPTY_FILE_CLASS}`)?.getAttribute("data-hint") ?? null;

test("an empty file shows the hint, which goes with the first character and comes back when emptied", () => {
  const editor = blockEditor([paragraph()]);
  expect(hint(editor)).toBe(EDITOR_TEXTS.emptyFileHint);
  editor.commands.insertContent("光");
  expect(hint(editor)).toBeNull();
  expect(editor.getText()).toBe("光");
  editor.commands.undo();
  expect(hint(editor)).toBe(EDITOR_TEXTS.emptyFileHint);
});

test("a file with a heading or two paragraphs is not empty", () => {
  expect(hint(blockEditor([{ type: "heading", attrs: { level: 1 } }]))).toBeNull();
  expect(hint(blockEditor([paragraph(), paragraph()]))).toBeNull();
});
