// Test support: a headless editor with the web's extensions, as the editor page builds it.
import { Editor, type JSONContent } from "@tiptap/core";
import { editorExtensions } from "./editing-extensions.ts";

export function testEditor(content: JSONContent): Editor {
  return new Editor({
    extensions: editorExtensions,
    content,
    enableContentCheck: true,
  });
}

export const paragraph = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
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
export const doc = (...content: JSONContent[]): JSONContent => ({ type: "doc", content });
