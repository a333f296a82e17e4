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

/** Destroys the editors made so far and removes what their views left on the page (floating panels). */
export function cleanUpEditors(): void {
  for (const editor of mounted.splice(0)) editor.destroy();
  document.body.replaceChildren();
}
