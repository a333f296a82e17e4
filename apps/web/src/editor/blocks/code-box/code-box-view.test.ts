// @vitest-environment happy-dom
import { EDITOR_BLOCKS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { stubIntersectionObserver } from "../../test/stub-intersection-observer.ts";
import { arrowIntoCodeBox } from "./code-box-forms.ts";

// Without an observer the boxes make their CodeMirror at once; the lazy test brings its own.
beforeEach(() => vi.stubGlobal("IntersectionObserver", undefined));
afterEach(() => {
  cleanUpEditors();
  vi.unstubAllGlobals();
});

function codeEditor(attrs: Record<string, unknown> = {}, code = "let a = 1;") {
  const editor = blockEditor([
    paragraph("前"),
    { type: "codeBox", attrs, content: [{ type: "text", text: code }] },
    paragraph("后"),
  ]);
  const box = editor.view.dom.querySelector<HTMLElement>(".tb-code-box");
  if (!box) throw new Error("no code box");
  return { editor, box };
}

const codePos = (editor: Editor) => editor.state.doc.child(0).nodeSize;

test("the code box shows its code in CodeMirror with its language and line numbers", () => {
  const { box } = codeEditor({ lang: "Python" }, "print(1)\nprint(2)");
  expect(box.querySelector(".cm-content")?.textContent).toContain("print(1)");
  expect(box.querySelector(".tb-code-box__language")?.textContent).toBe("Python");
  expect(box.querySelector(".cm-lineNumbers")).not.toBeNull();
  expect(box.querySelector(".tb-code-box__toggle")?.getAttribute("aria-pressed")).toBe("true");
});

test("lineNumbersShown N hides the line numbers; the toggle writes the attribute", () => {
  const { editor, box } = codeEditor({ lineNumbersShown: "N" });
  expect(box.querySelector(".cm-lineNumbers")).toBeNull();
  box.querySelector<HTMLButtonElement>(".tb-code-box__toggle")?.click();
  expect(editor.state.doc.child(1).attrs.lineNumbersShown).toBe("Y");
  expect(box.querySelector(".cm-lineNumbers")).not.toBeNull();
});

test("the language dropdown lists the 22 languages within 328 px and writes the pick", () => {
  const { editor, box } = codeEditor();
  box.querySelector<HTMLButtonElement>(".tb-code-box__language")?.click();
  const list = box.querySelector<HTMLElement>('[role="listbox"]');
  expect(list?.style.maxHeight).toBe(`${EDITOR_BLOCKS.codeLanguageMenuMaxHeight}px`);
  const options = [...(list?.querySelectorAll('[role="option"]') ?? [])].map((option) => option.textContent);
  expect(options).toHaveLength(22);
  expect(options).toContain("C#");
  expect(options.at(-1)).toBe("PlainText");
  list?.querySelector('[data-value="Rust"]')?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
  expect(editor.state.doc.child(1).attrs.lang).toBe("Rust");
  expect(box.querySelector(".tb-code-box__language")?.textContent).toBe("Rust");
  expect(box.querySelector('[role="listbox"]')).toBeNull();
});

test("text changed in the document (undo, a collaborator) shows in CodeMirror", () => {
  const { editor, box } = codeEditor({}, "abc");
  editor.view.dispatch(editor.state.tr.insertText("X", codePos(editor) + 2));
  expect(box.querySelector(".cm-content")?.textContent).toBe("aXbc");
});

test("a read-only editor makes the code box read-only too, and editable again with it (no update emitted)", () => {
  const editor = blockEditor([{ type: "codeBox", content: [{ type: "text", text: "x" }] }], {
    editable: false,
  });
  const content = () => editor.view.dom.querySelector(".cm-content")?.getAttribute("contenteditable");
  const language = () => editor.view.dom.querySelector<HTMLButtonElement>(".tb-code-box__language");
  expect(content()).toBe("false");
  expect(language()?.disabled).toBe(true);
  // The editor page turns editing on when it gets the lock, without emitting an update.
  editor.setEditable(true, false);
  expect(content()).toBe("true");
  expect(language()?.disabled).toBe(false);
});
test("arrow down at the end of the paragraph above moves into the code box", () => {
  const { editor } = codeEditor();
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 2)));
  // happy-dom has no layout: tell the view the cursor is at the block's end, as a browser would.
  editor.view.endOfTextblock = () => true;
  expect(arrowIntoCodeBox(editor, "down")).toBe(true);
  expect(editor.state.selection.$head.parent.type.name).toBe("codeBox");
});

test("off screen a box shows its code as text, and makes its CodeMirror once near the screen or clicked", () => {
  const observer = stubIntersectionObserver();
  const editor = blockEditor([
    { type: "codeBox", content: [{ type: "text", text: "one()" }] },
    { type: "codeBox", content: [{ type: "text", text: "two()" }] },
  ]);
  const [first, second] = [...editor.view.dom.querySelectorAll<HTMLElement>(".tb-code-box")];
  if (!first || !second) throw new Error("no code boxes");
  expect(first.querySelector(".cm-editor")).toBeNull();
  expect(first.querySelector(".tb-code-box__placeholder")?.textContent).toBe("one()");
  observer.bringNear(first);
  expect(first.querySelector(".cm-content")?.textContent).toBe("one()");
  // A click on a box not yet made makes its CodeMirror at once.
  second
    .querySelector(".tb-code-box__placeholder")
    ?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
  expect(second.querySelector(".cm-content")?.textContent).toBe("two()");
});
