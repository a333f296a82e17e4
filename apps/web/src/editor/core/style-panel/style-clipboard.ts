// Copy and paste of a media block's style (content §4): only between nodes of the same type, and only
// the style — the attributes its panel writes — never the content (file, link, title, topics,
// resources, ids). Kept for the page, so a style copied in one file can be pasted in another.
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { fieldWrites, MEDIA_FIELD_TABLES } from "./media-panel-fields.ts";
import { MEDIA_PANEL_TYPES, type MediaPanelKind } from "./selected-block.ts";

export interface CopiedStyle {
  type: MediaPanelKind;
  attributes: Record<string, unknown>;
}

let copied: CopiedStyle | null = null;

function isMediaType(type: string): type is MediaPanelKind {
  return (MEDIA_PANEL_TYPES as readonly string[]).includes(type);
}

/** The style attributes of a node type: what its panel may write, among the attributes it declares. */
export function styleAttributeNames(type: MediaPanelKind, declared: Record<string, unknown>): string[] {
  const names = new Set(MEDIA_FIELD_TABLES[type].filter((field) => !field.content).flatMap(fieldWrites));
  return [...names].filter((name) => name in declared);
}

/** The node's style, or null for a node without a media style panel. */
export function styleOf(node: ProseMirrorNode): CopiedStyle | null {
  const type = node.type.name;
  if (!isMediaType(type)) return null;
  const names = styleAttributeNames(type, node.type.spec.attrs ?? {});
  return { type, attributes: Object.fromEntries(names.map((name) => [name, node.attrs[name]])) };
}

export function copyStyle(node: ProseMirrorNode): CopiedStyle | null {
  copied = styleOf(node);
  return copied;
}

export function copiedStyle(): CopiedStyle | null {
  return copied;
}

export type PasteResult =
  | { attributes: Record<string, unknown> }
  | { refused: "nothingCopied" }
  | { refused: "otherType"; copiedType: MediaPanelKind };

/** The attributes pasting gives `node`, or why it cannot have them. */
export function pastedAttributes(node: ProseMirrorNode, style: CopiedStyle | null = copied): PasteResult {
  if (!style) return { refused: "nothingCopied" };
  if (style.type !== node.type.name) return { refused: "otherType", copiedType: style.type };
  return { attributes: { ...node.attrs, ...style.attributes } };
}
