// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { doc, heading, paragraph, testEditor, text } from "../../test/block-editor.ts";

let editor: ReturnType<typeof testEditor>;
afterEach(() => editor.destroy());

test("emoji typed or pasted into a heading are filtered out (shell §5)", () => {
  editor = testEditor(doc(heading(2, text("函数")), paragraph(text("正文"))));
  editor.commands.insertContentAt(3, "🎉与😀极限");
  expect(editor.state.doc.firstChild?.textContent).toBe("函数与极限");
  editor.view.pasteHTML("<p>👍👨‍👩‍👧</p>");
  expect(editor.state.doc.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
});

test("paragraphs keep their emoji, and stored headings are shown as they are", () => {
  editor = testEditor(doc(heading(1, text("旧标题😀")), paragraph(text("正文"))));
  editor.commands.insertContentAt(editor.state.doc.content.size - 1, "👍");
  expect(editor.state.doc.lastChild?.textContent).toBe("正文👍");
  expect(editor.state.doc.firstChild?.textContent).toBe("旧标题😀");
});
