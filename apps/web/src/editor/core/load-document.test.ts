// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { doc, heading, paragraph, testEditor, text } from "../test/block-editor.ts";
import { loadDocument } from "./load-document.ts";

let editor: ReturnType<typeof testEditor>;
afterEach(() => editor.destroy());

test("a stored document loads outside undo history and is no change to save", () => {
  editor = testEditor(doc(paragraph()));
  let updates = 0;
  editor.on("update", () => {
    updates += 1;
  });
  expect(loadDocument(editor, doc(heading(1, text("第一章")), paragraph(text("正文"))))).toBeNull();
  expect(editor.getText()).toContain("第一章");
  expect(updates).toBe(0);
  expect(editor.can().undo()).toBe(false);
});

test("a document that does not fit the schema is refused and the editor keeps what it had", () => {
  editor = testEditor(doc(paragraph(text("已有内容"))));
  const refused = loadDocument(editor, doc({ type: "noSuchBlock" }));
  expect(refused).toBeInstanceOf(Error);
  expect(editor.getText()).toBe("已有内容");
  const badAttribute = loadDocument(
    editor,
    doc({ type: "heading", attrs: { level: 9 }, content: [text("x")] }),
  );
  expect(badAttribute).toBeInstanceOf(Error);
  expect(editor.getText()).toBe("已有内容");
});

test("old-version nodes are upgraded on load, outside undo history (content §4)", () => {
  editor = testEditor(doc(paragraph()));
  const old = doc({
    type: "paragraph",
    attrs: { version: 1, textIndent: "2em", lineHeight: "1.6" },
    content: [text("旧版本段落")],
  });
  expect(loadDocument(editor, old)).toBeNull();
  expect(editor.state.doc.firstChild?.attrs.version).toBe(2);
  expect(editor.getText()).toBe("旧版本段落");
  expect(editor.can().undo()).toBe(false);
});
