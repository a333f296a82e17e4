// Inline items the block menu puts into the hovered text block: formulas, blanks, cross references,
// popups, links, and the inline pictures and media (content §3.6, §3.8, §3.9), each only where that
// block's content rule takes it. A media item asks for its file first, like a media block. Each
// block folder lists its own; blanks have no folder.

import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode, Schema } from "@tiptap/pm/model";
import type { InlineChoice } from "../core/block-menu/inline-choice.ts";
import { AUDIO_VIDEO_INLINE_CHOICES } from "./audio-video/audio-video-choices.ts";
import { CROSS_REFERENCE_INLINE_CHOICES } from "./cross-reference/cross-reference-choices.ts";
import { IMAGE_INLINE_CHOICES } from "./image/image-choices.ts";
import { LINK_INLINE_CHOICES } from "./link/link-choices.ts";
import { MATH_INLINE_CHOICES } from "./math/math-choices.ts";
import { POPUP_INLINE_CHOICES } from "./popup/popup-choices.ts";
import { READING_INLINE_CHOICES } from "./reading/reading-choices.ts";

/** Blanks are numbered in the order they are added: the next one after the highest. */
export function nextFillIndex(doc: ProseMirrorNode): number {
  let highest = 0;
  doc.descendants((node) => {
    if (node.type.name === "fillBlank") highest = Math.max(highest, Number(node.attrs.fillIndex) || 0);
    return node.isBlock;
  });
  return highest + 1;
}

export const INLINE_CHOICES: InlineChoice[] = [
  ...MATH_INLINE_CHOICES,
  {
    key: "fillBlank",
    type: "fillBlank",
    label: EDITOR_BLOCK_TEXTS.blocks.fillBlank,
    attrs: (doc) => ({ fillIndex: nextFillIndex(doc) }),
  },
  ...CROSS_REFERENCE_INLINE_CHOICES,
  ...POPUP_INLINE_CHOICES,
  ...LINK_INLINE_CHOICES,
  ...READING_INLINE_CHOICES,
  ...IMAGE_INLINE_CHOICES,
  ...AUDIO_VIDEO_INLINE_CHOICES,
];

/** The inline choices a text block accepts at its end. */
export function insertableInlines(
  block: ProseMirrorNode,
  schema: Schema,
  choices = INLINE_CHOICES,
): InlineChoice[] {
  if (!block.isTextblock) return [];
  const end = block.childCount;
  return choices.filter((choice) => {
    const type = schema.nodes[choice.type];
    return type !== undefined && block.canReplaceWith(end, end, type);
  });
}
