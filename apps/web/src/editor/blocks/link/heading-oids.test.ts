// @vitest-environment happy-dom
import type { Editor } from "@tiptap/core";
import { Slice } from "@tiptap/pm/model";
import { afterEach, expect, test } from "vitest";
import { loadDocument } from "../../core/load-document.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";

afterEach(cleanUpEditors);

const heading = (text: string, oid: string | null = null) => ({
  type: "heading",
  attrs: { level: 2, oid },
  content: [{ type: "text", text }],
});

function headingOids(editor: Editor): (string | null)[] {
  const oids: (string | null)[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === "heading") oids.push(node.attrs.oid as string | null);
  });
  return oids;
}

test("a paragraph turned into a heading gets an oid, in the same undo step", () => {
  const editor = blockEditor([paragraph("光合作用")]);
  editor.chain().setTextSelection(2).setNode("heading", { level: 2 }).run();
  const [oid] = headingOids(editor);
  expect(oid).toMatch(/^[0-9A-Za-z]{21}$/);
  editor.commands.undo();
  expect(editor.state.doc.firstChild?.type.name).toBe("paragraph");
});

test("splitting a heading gives the new one its own oid; the first keeps its", () => {
  const editor = blockEditor([heading("第一节第二节", "h-1")]);
  editor.chain().setTextSelection(4).splitBlock().setNode("heading", { level: 2 }).run();
  const [first, second] = headingOids(editor);
  expect(first).toBe("h-1");
  expect(second).toMatch(/^[0-9A-Za-z]{21}$/);
});

test("a pasted heading that repeats another's oid gets a fresh one", () => {
  const editor = blockEditor([heading("目标", "h-1"), paragraph("后")]);
  const copied = new Slice(editor.state.doc.content.cut(0, editor.state.doc.firstChild?.nodeSize), 0, 0);
  const end = editor.state.doc.content.size;
  editor.view.dispatch(editor.state.tr.replace(end, end, copied));
  const [first, pasted] = headingOids(editor);
  expect(first).toBe("h-1");
  expect(pasted).not.toBe("h-1");
  expect(pasted).toMatch(/^[0-9A-Za-z]{21}$/);
});

test("a loaded document is left as stored; typing elsewhere gives no heading an oid", () => {
  const editor = blockEditor([paragraph()]);
  loadDocument(editor, { type: "doc", content: [heading("旧标题"), paragraph("正文")] });
  expect(headingOids(editor)).toEqual([null]);
  editor
    .chain()
    .setTextSelection(editor.state.doc.content.size - 1)
    .insertContent("。")
    .run();
  expect(headingOids(editor)).toEqual([null]);
  // Editing the heading itself makes it linkable.
  editor.chain().setTextSelection(3).insertContent("新").run();
  expect(headingOids(editor)[0]).toMatch(/^[0-9A-Za-z]{21}$/);
});
