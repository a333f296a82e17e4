/// <reference lib="dom" />
// Word HTML → a document of the shared schema: the mapping, then ProseMirror's own parse rules.
import { DOMParser, type Node as ProseMirrorNode } from "@tiptap/pm/model";
import { schema } from "../extensions.ts";
import { normalizeWordHtml } from "./normalize-word-html.ts";

export function wordHtmlToDocument(root: Element): ProseMirrorNode {
  normalizeWordHtml(root);
  return DOMParser.fromSchema(schema).parse(root as unknown as globalThis.Node);
}
