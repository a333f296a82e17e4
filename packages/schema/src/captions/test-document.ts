// A chapter file with figures and tables, for the numbering and cross-reference tests.
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { cell, doc, node, paragraph, tableBox, text } from "../test/build-json.ts";
import { validateDocument } from "../validate-document.ts";

export const figure = (oid: string, attrs: Record<string, unknown> = {}) =>
  node("imageBox", {}, [
    node("imageBlock"),
    node("caption", { oid, type: "IMAGE", ...attrs }, [text(`图 ${oid}`)]),
  ]);

export const reference = (
  oid: string,
  targetCaptionOid: string | null,
  attrs: Record<string, unknown> = {},
) => node("crossReference", { oid, targetCaptionOid, type: 2, ...attrs });

export function chapterFile(...content: Record<string, unknown>[]): ProseMirrorNode {
  return validateDocument(doc(...content));
}

export { cell, node, paragraph, tableBox, text };
