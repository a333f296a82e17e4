// Test support: the one way the web's tests build an editor — with the web extension list, as the
// editor page builds it — either mounted in the test DOM (block views need happy-dom, or jsdom where
// KaTeX and DOMPurify need a full DOM) or headless for commands and plugins; and the JSON pieces the
// tests write their documents with.
import { Editor, type JSONContent } from "@tiptap/core";
import { editorExtensions } from "../core/editing-extensions.ts";

/** The editors mounted since the last clean-up; every test file would otherwise keep its own list. */
const mounted: Editor[] = [];

function buildEditor(content: JSONContent, options: { element?: HTMLElement; editable?: boolean }): Editor {
  return new Editor({
    // Without an element Tiptap keeps its view in a detached one (a headless editor still has a view).
    ...(options.element && { element: options.element }),
    extensions: editorExtensions,
    content,
    editable: options.editable ?? true,
    enableContentCheck: true,
  });
}

/** A headless editor on a whole document (its view is not in the page). */
export function testEditor(content: JSONContent): Editor {
  return buildEditor(content, {});
}

/** An editor on these blocks, mounted in the page; cleanUpEditors destroys it. */
export function blockEditor(content: JSONContent[], options: { editable?: boolean } = {}): Editor {
  const element = document.createElement("div");
  document.body.append(element);
  const editor = buildEditor(doc(...content), { ...options, element });
  mounted.push(editor);
  return editor;
}

export const doc = (...content: JSONContent[]): JSONContent => ({ type: "doc", content });

/** A paragraph of these inline nodes; a string is a text node (an empty one is left out). */
export function paragraph(...content: (string | JSONContent)[]): JSONContent {
  return {
    type: "paragraph",
    content: content
      .filter((part) => part !== "")
      .map((part) => (typeof part === "string" ? text(part) : part)),
  };
}

export const heading = (level: number, ...content: JSONContent[]): JSONContent => ({
  type: "heading",
  attrs: { level },
  content,
});

export const text = (value: string, marks?: string[]): JSONContent => ({
  type: "text",
  text: value,
  ...(marks ? { marks: marks.map((type) => ({ type })) } : {}),
});

/** An editor with `block` between two paragraphs, and the block's view. */
export function blockView(
  block: JSONContent,
  options: { editable?: boolean } = {},
): { editor: Editor; dom: HTMLElement } {
  const editor = blockEditor([paragraph("前"), block, paragraph("后")], options);
  const dom = editor.view.dom.querySelector<HTMLElement>(`[data-type="${block.type}"]`);
  if (!dom) throw new Error(`no ${block.type} view`);
  return { editor, dom };
}

function positionOf(editor: Editor, type: string): number {
  let found = -1;
  editor.state.doc.descendants((node, position) => {
    if (found === -1 && node.type.name === type) found = position;
    return found === -1;
  });
  if (found === -1) throw new Error(`no ${type} in the document`);
  return found;
}

/** The attributes of the first node of this type. */
export function blockAttributes(editor: Editor, type: string): Record<string, unknown> {
  return editor.state.doc.nodeAt(positionOf(editor, type))?.attrs ?? {};
}

/** Writes attributes onto the first node of this type, as an author's edit would. */
export function setBlockAttributes(editor: Editor, type: string, attrs: Record<string, unknown>): void {
  const position = positionOf(editor, type);
  editor.view.dispatch(
    editor.state.tr.setNodeMarkup(position, undefined, { ...blockAttributes(editor, type), ...attrs }),
  );
}

/** Destroys the editors made so far and removes what their views left on the page (floating panels). */
export function cleanUpEditors(): void {
  for (const editor of mounted.splice(0)) editor.destroy();
  document.body.replaceChildren();
}
