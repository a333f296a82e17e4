// @vitest-environment happy-dom
import type { Editor, JSONContent } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { afterEach, describe, expect, it } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";

afterEach(cleanUpEditors);

const item = (...content: JSONContent[]): JSONContent => ({ type: "listItem", content });
const bullets = (...texts: string[]): JSONContent => ({
  type: "bulletList",
  content: texts.map((text) => item(paragraph(text))),
});

/** The lists of the document as nested arrays of their items' first lines. */
function outline(editor: Editor): unknown[] {
  const walk = (node: JSONContent): unknown[] =>
    (node.content ?? []).map((child) => {
      if (child.type === "bulletList" || child.type === "orderedList") return { [child.type]: walk(child) };
      if (child.type === "listItem") {
        const [first, ...rest] = child.content ?? [];
        const text = (first?.content ?? []).map((part) => part.text).join("");
        return rest.length ? [text, ...walk({ content: rest })] : text;
      }
      return (child.content ?? []).map((part) => part.text).join("");
    });
  return walk(editor.getJSON());
}

/** Puts the caret `offset` characters into the textblock whose text is `text`. */
function caretIn(editor: Editor, text: string, offset: number) {
  let target = -1;
  editor.state.doc.descendants((node, position) => {
    if (target < 0 && node.isTextblock && node.textContent === text) target = position + 1 + offset;
  });
  if (target < 0) throw new Error(`no block "${text}"`);
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, target)));
}

function typeText(editor: Editor, text: string) {
  for (const character of text) {
    const { from, to } = editor.state.selection;
    const handled = editor.view.someProp("handleTextInput", (handle) =>
      handle(editor.view, from, to, character, () => editor.state.tr.insertText(character, from, to)),
    );
    if (!handled) editor.view.dispatch(editor.state.tr.insertText(character, from, to));
  }
}

describe("list keys", () => {
  it("Enter at the end of an item starts a new item, not a second line of the same one", () => {
    const editor = blockEditor([bullets("一", "二")]);
    caretIn(editor, "二", 1);
    editor.commands.keyboardShortcut("Enter");
    typeText(editor, "三");
    expect(outline(editor)).toEqual([{ bulletList: ["一", "二", "三"] }]);
  });

  it("Enter in the middle of an item splits it into two items", () => {
    const editor = blockEditor([bullets("一二")]);
    caretIn(editor, "一二", 1);
    editor.commands.keyboardShortcut("Enter");
    expect(outline(editor)).toEqual([{ bulletList: ["一", "二"] }]);
  });

  it("Enter on an empty last item leaves the list", () => {
    const editor = blockEditor([bullets("一")]);
    caretIn(editor, "一", 1);
    editor.commands.keyboardShortcut("Enter");
    editor.commands.keyboardShortcut("Enter");
    typeText(editor, "正文");
    expect(outline(editor)).toEqual([{ bulletList: ["一"] }, "正文"]);
  });

  it("Backspace at an item's start joins it back onto the item before", () => {
    const editor = blockEditor([bullets("一", "二")]);
    caretIn(editor, "二", 0);
    editor.commands.keyboardShortcut("Backspace");
    expect(outline(editor)).toEqual([{ bulletList: ["一二"] }]);
  });

  it("Backspace at the first item's start turns it into a paragraph", () => {
    const editor = blockEditor([paragraph("前"), bullets("一", "二")]);
    caretIn(editor, "一", 0);
    editor.commands.keyboardShortcut("Backspace");
    expect(outline(editor)).toEqual(["前", "一", { bulletList: ["二"] }]);
  });

  it("Tab nests an item under the one before and Shift+Tab takes it out again", () => {
    const editor = blockEditor([bullets("一", "二")]);
    caretIn(editor, "二", 1);
    expect(editor.commands.keyboardShortcut("Tab")).toBe(true);
    expect(outline(editor)).toEqual([{ bulletList: [["一", { bulletList: ["二"] }]] }]);
    editor.commands.keyboardShortcut("Shift-Tab");
    expect(outline(editor)).toEqual([{ bulletList: ["一", "二"] }]);
  });

  it("Tab on the first item keeps the caret in the editor", () => {
    const editor = blockEditor([bullets("一")]);
    caretIn(editor, "一", 0);
    expect(editor.commands.keyboardShortcut("Tab")).toBe(true);
    expect(outline(editor)).toEqual([{ bulletList: ["一"] }]);
  });
});

describe("typing a list's start", () => {
  it('"- " at a line\'s start makes a bullet list', () => {
    const editor = blockEditor([paragraph("")]);
    caretIn(editor, "", 0);
    typeText(editor, "- 要点");
    expect(outline(editor)).toEqual([{ bulletList: ["要点"] }]);
  });

  it('"1. " and "3. " make a numbered list starting at that number', () => {
    const editor = blockEditor([paragraph(""), paragraph("x")]);
    caretIn(editor, "", 0);
    typeText(editor, "1. 第一步");
    expect(outline(editor)[0]).toEqual({ orderedList: ["第一步"] });
    caretIn(editor, "x", 0);
    typeText(editor, "3. ");
    const list = editor.getJSON().content?.find((node, index) => index > 0 && node.type === "orderedList");
    expect(list?.attrs?.start).toBe(3);
  });

  it('"1、" stays text', () => {
    const editor = blockEditor([paragraph("")]);
    caretIn(editor, "", 0);
    typeText(editor, "1、 说明");
    expect(outline(editor)).toEqual(["1、 说明"]);
  });

  it("a dash inside a line stays text", () => {
    const editor = blockEditor([paragraph("甲")]);
    caretIn(editor, "甲", 1);
    typeText(editor, "- 乙");
    expect(outline(editor)).toEqual(["甲- 乙"]);
  });
});
