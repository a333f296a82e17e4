// @vitest-environment happy-dom
import { CONTENT_TEXTS } from "@textbook/shared";
import type { Editor, JSONContent } from "@tiptap/core";
import { undo } from "@tiptap/pm/history";
import { afterEach, expect, test } from "vitest";
import { loadDocument } from "../../core/load-document.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { captionNumberingKey } from "./caption-numbering.ts";

afterEach(cleanUpEditors);

function tableBox(oid: string, captionOid: string, index: number | null, title = "成绩"): JSONContent {
  const cell = { type: "tableCell", content: [paragraph("1")] };
  return {
    type: "tableBox",
    attrs: { oid },
    content: [
      {
        type: "caption",
        attrs: { oid: captionOid, type: "TABLE", index, chapterIndex: 2, sectionIndex: 1 },
        content: [{ type: "text", text: title }],
      },
      { type: "table", content: [{ type: "tableRow", content: [cell] }] },
    ],
  };
}

function reference(target: string, box: string, content: string): JSONContent {
  return {
    type: "crossReference",
    attrs: {
      oid: "ref",
      type: 2,
      targetOid: box,
      targetCaptionOid: target,
      targetCaptionType: "TABLE",
      content,
    },
  };
}

const labels = (editor: Editor) =>
  [...editor.view.dom.querySelectorAll(".tb-caption__label")].map((label) => label.textContent);
const referenceText = (editor: Editor) => editor.view.dom.querySelector(".tb-cross-reference")?.textContent;
const referenceNode = (editor: Editor) => editor.state.doc.child(0).child(1);

test("captions show their label and number; a table inserted before another renumbers both and the reference follows", () => {
  const editor = blockEditor([
    { type: "paragraph", content: [{ type: "text", text: "见" }, reference("c1", "t1", "表2-1")] },
    tableBox("t1", "c1", 1),
  ]);
  expect(labels(editor)).toEqual(["表2-1"]);
  expect(referenceText(editor)).toBe("表2-1");
  const at = editor.state.doc.child(0).nodeSize;
  editor.commands.insertContentAt(at, tableBox("t0", "c0", null, "新表"));
  expect(labels(editor)).toEqual(["表2-1", "表2-2"]);
  expect(referenceNode(editor).attrs).toMatchObject({ type: 2, content: "表2-2" });
  expect(referenceText(editor)).toBe("表2-2");
  // One undo step takes back the insertion and the renumbering together.
  undo(editor.state, editor.view.dispatch);
  expect(labels(editor)).toEqual(["表2-1"]);
  expect(referenceText(editor)).toBe("表2-1");
});

test("deleting the referenced table turns the reference into 引用内容未找到 (content §4, §8)", () => {
  const editor = blockEditor([
    { type: "paragraph", content: [reference("c1", "t1", "表2-1"), { type: "text", text: "所示" }] },
    tableBox("t1", "c1", 1),
  ]);
  const at = editor.state.doc.child(0).nodeSize;
  editor.view.dispatch(editor.state.tr.delete(at, at + editor.state.doc.child(1).nodeSize));
  expect(editor.state.doc.child(0).child(0).attrs).toMatchObject({
    type: 3,
    content: CONTENT_TEXTS.crossReferenceMissing,
  });
  expect(editor.view.dom.querySelector(".tb-cross-reference")?.textContent).toBe("引用内容未找到");
});

test("hiding a table's title unnumbers its caption and the reference reads as not found; showing it again restores both", () => {
  const editor = blockEditor([
    { type: "paragraph", content: [reference("c1", "t1", "表2-1")] },
    tableBox("t1", "c1", 1),
  ]);
  const at = editor.state.doc.child(0).nodeSize;
  editor.view.dispatch(editor.state.tr.setNodeAttribute(at, "hideTitle", "Y"));
  expect(editor.state.doc.child(1).child(0).attrs.index).toBeNull();
  expect(editor.state.doc.child(0).child(0).attrs.type).toBe(3);
  editor.view.dispatch(editor.state.tr.setNodeAttribute(at, "hideTitle", "N"));
  expect(editor.state.doc.child(1).child(0).attrs.index).toBe(1);
  expect(editor.state.doc.child(0).child(0).attrs).toMatchObject({ type: 2, content: "表2-1" });
});

test("a reference to a caption of another file is left alone", () => {
  const editor = blockEditor([
    { type: "paragraph", content: [reference("elsewhere", "box", "图3-4")] },
    tableBox("t1", "c1", 1),
  ]);
  editor.commands.insertContentAt(editor.state.doc.child(0).nodeSize, tableBox("t0", "c0", null));
  expect(editor.state.doc.child(0).child(0).attrs).toMatchObject({ type: 2, content: "图3-4" });
});

test("typing outside captions does not renumber (the document is not walked per keystroke)", () => {
  const editor = blockEditor([paragraph("正文"), tableBox("t1", "c1", 1)]);
  const plugin = captionNumberingKey.get(editor.state);
  const typing = editor.state.tr.insertText("字", 1);
  const result = plugin?.spec.appendTransaction?.([typing], editor.state, editor.state.apply(typing));
  expect(result).toBeNull();
});

test("the file's chapter and section numbers come from the editor page when it sets them", () => {
  const editor = blockEditor([paragraph("正文")]);
  editor.storage.caption.place = { chapterIndex: 5, sectionIndex: 3 };
  editor.commands.insertContentAt(editor.state.doc.content.size, {
    type: "tableBox",
    content: [
      { type: "caption", attrs: { type: "TABLE", noteTitleStyle: "SECTION" } },
      {
        type: "table",
        content: [{ type: "tableRow", content: [{ type: "tableCell", content: [paragraph()] }] }],
      },
    ],
  });
  const caption = editor.state.doc.child(1).child(0);
  expect(typeof caption.attrs.oid).toBe("string");
  expect(labels(editor)).toEqual(["表5-3-1"]);
});

test("the reference picker offers the document's shown captions and picking one makes the reference live", () => {
  const editor = blockEditor([
    { type: "paragraph", content: [{ type: "crossReference", attrs: { oid: "r", type: 1 } }] },
    tableBox("t1", "c1", 1, "成绩"),
    tableBox("t2", "c2", 2, "名单"),
  ]);
  const placeholder = editor.view.dom.querySelector<HTMLElement>(".tb-cross-reference");
  expect(placeholder?.textContent).toBe("选择引用");
  placeholder?.click();
  const options = [...document.querySelectorAll<HTMLButtonElement>('.tb-floating-panel [role="option"]')];
  expect(options.map((option) => option.textContent)).toEqual(["表2-1 成绩", "表2-2 名单"]);
  options[1]?.click();
  expect(editor.state.doc.child(0).child(0).attrs).toMatchObject({
    type: 2,
    targetOid: "t2",
    targetCaptionOid: "c2",
    targetCaptionType: "TABLE",
    content: "表2-2",
  });
});

test("a stored file keeps the numbers it was stored with, and a reload shows the book's new ones", () => {
  const editor = blockEditor([paragraph()], { editable: false });
  editor.storage.caption.place = { chapterIndex: 2, sectionIndex: 1 };
  // The third table of the chapter: two are in earlier files.
  loadDocument(editor, { type: "doc", content: [tableBox("t3", "c3", 3)] });
  expect(labels(editor)).toEqual(["表2-3"]);
  // After the book's note-title update numbered it again (another file was removed).
  loadDocument(editor, { type: "doc", content: [tableBox("t3", "c3", 2)] });
  expect(labels(editor)).toEqual(["表2-2"]);
});

test("a new caption follows the book's note-title setting; the file's other captions keep theirs", () => {
  const editor = blockEditor([tableBox("t1", "c1", 1)]);
  editor.storage.caption.place = { chapterIndex: 2, sectionIndex: 1 };
  editor.storage.caption.noteTitle = {
    noteTitleStyle: "SECTION",
    noteTitleImageTag: "Picture",
    noteTitleTableTag: "Table",
  };
  editor.commands.insertContentAt(editor.state.doc.content.size, tableBox("t2", "c2", null, "新表"));
  expect(labels(editor)).toEqual(["表2-1", "Table2-1-2"]);
  expect(editor.state.doc.child(1).child(0).attrs).toMatchObject({
    noteTitleStyle: "SECTION",
    noteTitleImageTag: "Picture",
    noteTitleTableTag: "Table",
  });
});
