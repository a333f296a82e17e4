import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { type NoteTitleSetting, noteTitleAttrs, withAttrs } from "./note-title-setting.ts";
import { type CaptionPlace, renumberCaptions } from "./renumber-captions.ts";

/** The oid a caption is numbered and referred to by, on whichever node holds it. */
export function captionOidOf(node: ProseMirrorNode): unknown {
  return node.type.name === "floatingImage" ? node.attrs.captionOid : node.attrs.oid;
}

/**
 * The book's note-title update for one file (shell §7 note-title style): every caption takes the
 * setting (style and tags) and is numbered in the file's place, in reading order. Answers the same
 * document when nothing changes.
 */
export function restyleCaptions(
  doc: ProseMirrorNode,
  place: CaptionPlace,
  setting: NoteTitleSetting,
): ProseMirrorNode {
  const numbers = renumberCaptions(doc, place);
  return withAttrs(doc, (node) => {
    const style = noteTitleAttrs(node, setting);
    if (!style) return null;
    const oid = captionOidOf(node);
    return { ...style, ...(typeof oid === "string" ? numbers.get(oid) : undefined) };
  });
}
