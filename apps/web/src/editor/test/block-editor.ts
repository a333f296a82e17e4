// Test support for the block views: an editor with the web extension list on a document, mounted
// in the test DOM (happy-dom, or jsdom where KaTeX and DOMPurify need a full DOM).
import { Editor, type JSONContent } from "@tiptap/core";
import { editorExtensions } from "../editing-extensions.ts";

/** The editors made since the last clean-up; every test file would otherwise keep its own list. */
const mounted: Editor[] = [];

export function blockEditor(content: JSONContent[], options: { editable?: boolean } = {}): Editor {
  const element = document.createElement("div");
  document.body.append(element);
  const editor = new Editor({
    element,
    extensions: editorExtensions,
    content: { type: "doc", content },
    editable: options.editable ?? true,
    enableContentCheck: true,
  });
  mounted.push(editor);
  return editor;
}

export function paragraph(text?: string): JSONContent {
  return { type: "paragraph", content: text ? [{ type: "text", text }] : [] };
}

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
