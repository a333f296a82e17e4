import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Transform } from "@tiptap/pm/transform";
import type { NoteTitleStyle } from "../nodes/caption.ts";

/** A book's note-title setting (shell §7), named as the caption attributes that carry it. */
export interface NoteTitleSetting {
  noteTitleStyle: NoteTitleStyle;
  noteTitleImageTag: string;
  noteTitleTableTag: string;
}

/**
 * The setting's attributes for a node that holds a caption: a caption takes all three; a floating
 * image has no tag fields (content §3.6), so it takes the numbering style only.
 */
export function noteTitleAttrs(
  node: ProseMirrorNode,
  setting: NoteTitleSetting,
): Record<string, unknown> | null {
  if (node.type.name === "caption") return { ...setting };
  if (node.type.name === "floatingImage") return { noteTitleStyle: setting.noteTitleStyle };
  return null;
}

/**
 * The document with `attrsOf`'s attributes merged into the nodes it answers for. Attribute changes
 * keep every position, so one walk of the original document addresses them all. The same document
 * comes back when nothing differs, so a caller can tell an unchanged file by identity.
 */
export function withAttrs(
  doc: ProseMirrorNode,
  attrsOf: (node: ProseMirrorNode) => object | null | undefined,
): ProseMirrorNode {
  const transform = new Transform(doc);
  doc.descendants((node, position) => {
    const next = attrsOf(node);
    if (next && Object.entries(next).some(([name, value]) => node.attrs[name] !== value)) {
      transform.setNodeMarkup(position, undefined, { ...node.attrs, ...next });
    }
    return true;
  });
  return transform.docChanged ? transform.doc : doc;
}
