// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { EDITOR_BLOCK_TEXTS, STYLE_SCREEN_TEXTS } from "@textbook/shared";
import type { Editor, JSONContent } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { afterEach, expect, test } from "vitest";
import { bookLook } from "../../../styles/book-look/book-look-store.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { StylePanel } from "./style-panel.tsx";

const T = EDITOR_BLOCK_TEXTS.panel;
afterEach(() => {
  cleanup();
  cleanUpEditors();
});

function panelFor(content: JSONContent[], cursorAt: number) {
  const editor = blockEditor(content);
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, cursorAt)));
  render(<StylePanel editor={editor} />);
  return editor;
}

function moveCursor(editor: Editor, to: number) {
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, to)));
  });
}

test("with the cursor in a paragraph the paragraph panel edits its indent and line spacing", () => {
  const editor = panelFor([paragraph("正文")], 1);
  expect(screen.getByRole("heading", { name: T.paragraph })).toBeTruthy();
  const indent = screen.getByLabelText(T.indent) as HTMLInputElement;
  // The book's paragraph style (content §9) shows while the attribute is unset.
  expect(indent.placeholder).toBe("2");
  fireEvent.change(indent, { target: { value: "3" } });
  fireEvent.blur(indent);
  expect(editor.state.doc.child(0).attrs.indent).toBe(3);
  const lineSpacing = screen.getByLabelText(T.lineSpacing) as HTMLInputElement;
  expect(lineSpacing.placeholder).toBe("1.6");
  expect(screen.getByText("Arial")).toBeTruthy();
  // The book's text colour as people write it, beside a swatch of it.
  const color = screen.getByText("#212121", { selector: "dd" });
  expect(color.querySelector("span")?.getAttribute("style")).toContain("background");
  expect(screen.queryByText(/sans-serif|#212121FF/)).toBeNull();
  // The number fields' step buttons are named in Chinese, not antd's "Increase Value".
  expect(document.querySelector('[aria-label="Increase Value"], [aria-label="Decrease Value"]')).toBeNull();
  expect(screen.getAllByRole("button", { name: STYLE_SCREEN_TEXTS.stepper.increase }).length).toBeGreaterThan(
    0,
  );
});

test("in a list item the list panel edits the list type; moving into a heading switches to the heading panel", () => {
  const editor = panelFor(
    [
      { type: "orderedList", content: [{ type: "listItem", content: [paragraph("项")] }] },
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "标题" }] },
    ],
    3,
  );
  expect(screen.getByRole("heading", { name: T.list })).toBeTruthy();
  expect(screen.getByLabelText(T.start)).toBeTruthy();
  moveCursor(editor, editor.state.doc.child(0).nodeSize + 1);
  expect(screen.getByRole("heading", { name: T.heading })).toBeTruthy();
  expect(screen.queryByLabelText(T.start)).toBeNull();
});

test("a header panel shows its background fields once it stops using the book background, and writes them", () => {
  const editor = panelFor(
    [{ type: "chapterHeader", content: [{ type: "text", text: "第一章" }] }, paragraph("正文")],
    1,
  );
  expect(screen.getByRole("heading", { name: T.chapterHeader })).toBeTruthy();
  expect(screen.queryByLabelText(T.pcBackground)).toBeNull();
  fireEvent.click(screen.getByLabelText(T.useBookBackground));
  expect(editor.state.doc.child(0).attrs.useBookBackground).toBe("N");
  const colour = screen.getByLabelText(T.pcBackground) as HTMLInputElement;
  fireEvent.change(colour, { target: { value: "#3f51b5" } });
  fireEvent.blur(colour);
  expect(editor.state.doc.child(0).attrs.pcBackground).toBe("#3f51b5");
});

test("outside the styled blocks the panel says what to select", () => {
  panelFor([{ type: "codeBox", content: [{ type: "text", text: "x" }] }], 1);
  expect(screen.getByText(T.none)).toBeTruthy();
});

test("under 全书样式 the panel shows the book's own look, and follows it when it changes", () => {
  panelFor([paragraph("正文")], 1);
  const owner = {};
  act(() => bookLook.show(owner, [{ itemKey: "paragraph.font.size", itemValue: "22" }]));
  expect(screen.getByText("22px", { selector: "dd" })).toBeTruthy();
  act(() => bookLook.show(owner, [{ itemKey: "paragraph.font.size", itemValue: "24" }]));
  expect(screen.getByText("24px", { selector: "dd" })).toBeTruthy();
  act(() => bookLook.hide(owner));
  expect(screen.getByText("18px", { selector: "dd" })).toBeTruthy();
});
