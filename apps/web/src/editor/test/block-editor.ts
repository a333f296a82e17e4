// Test support for the block views: an editor with the web extension list on a document, mounted
// in the test DOM (happy-dom, or jsdom where KaTeX and DOMPurify need a full DOM).
import { Editor, type JSONContent } from "@tiptap/core";
import { editingExtensions } from "../editing-extensions.ts";
import { documentExtensions } from "../extensions.ts";

export function blockEditor(content: JSONContent[], options: { editable?: boolean } = {}): Editor {
  const element = document.createElement("div");
  document.body.append(element);
  return new Editor({
    element,
    extensions: [...documentExtensions, ...editingExtensions],
    content: { type: "doc", content },
    editable: options.editable ?? true,
    enableContentCheck: true,
  });
}

export function paragraph(text?: string): JSONContent {
  return { type: "paragraph", content: text ? [{ type: "text", text }] : [] };
}

/** Destroys the editors and removes what the views left on the page (floating panels). */
export function cleanUpEditors(editors: Editor[]): void {
  for (const editor of editors.splice(0)) editor.destroy();
  document.body.replaceChildren();
}
