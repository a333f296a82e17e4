// @vitest-environment happy-dom
// Issue 6 item 5 in the editor: the paragraph, list and heading panels are read-only for a user
// whose book abilities lack editParagraphStyle; media panels and users who may are unaffected.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { type BookDetail, EDITOR_BLOCK_TEXTS, STYLE_CALL_TEXTS } from "@textbook/shared";
import type { JSONContent } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { afterEach, expect, test } from "vitest";
import { bookKeys } from "../../../api/book-detail.ts";
import { ALL_ABILITIES, bookDetail } from "../../../pages/book-detail/test/tree-fixtures.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { StylePanel } from "./style-panel.tsx";

const T = EDITOR_BLOCK_TEXTS.panel;
const FILE = { bookOid: "book-1", chapterOid: "c-1", sectionOid: "s-1", fileOid: "f-1" };
afterEach(() => {
  cleanup();
  cleanUpEditors();
});

function panelFor(content: JSONContent[], book: BookDetail | null) {
  const editor = blockEditor(content);
  editor.storage.mediaLinks.file = FILE;
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 1)));
  const client = new QueryClient();
  if (book) client.setQueryData(bookKeys.book(FILE.bookOid), book);
  render(
    <QueryClientProvider client={client}>
      <StylePanel editor={editor} />
    </QueryClientProvider>,
  );
  return editor;
}

const member = bookDetail({ abilities: { ...ALL_ABILITIES, editStyles: false, editParagraphStyle: false } });

test("without editParagraphStyle the paragraph panel shows its style read-only and says why", () => {
  panelFor([paragraph("正文")], member);
  expect((screen.getByLabelText(T.indent) as HTMLInputElement).disabled).toBe(true);
  expect((screen.getByLabelText(T.lineSpacing) as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByText(STYLE_CALL_TEXTS.paragraphStyleReadOnly)).toBeTruthy();
});

test("the heading panel too; while the book is not loaded the panel waits read-only", () => {
  panelFor([{ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "标题" }] }], member);
  expect(screen.getByText(STYLE_CALL_TEXTS.paragraphStyleReadOnly)).toBeTruthy();
  cleanup();
  panelFor([paragraph("正文")], null);
  expect((screen.getByLabelText(T.indent) as HTMLInputElement).disabled).toBe(true);
});

test("with editParagraphStyle the fields are editable", () => {
  panelFor([paragraph("正文")], bookDetail({ abilities: ALL_ABILITIES }));
  expect((screen.getByLabelText(T.indent) as HTMLInputElement).disabled).toBe(false);
  expect(screen.queryByText(STYLE_CALL_TEXTS.paragraphStyleReadOnly)).toBeNull();
});
