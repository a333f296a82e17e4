// Inline items the block menu puts into the hovered text block: formulas, blanks, cross references,
// popups, links, and the inline pictures and media (content §3.6, §3.8, §3.9), each only where that
// block's content rule takes it. A media item asks for its file first, like a media block.

import { CROSS_REFERENCE_TYPES } from "@textbook/schema";
import {
  type AttachmentType,
  AUDIO_VIDEO_TEXTS,
  EDITOR_BLOCK_TEXTS,
  IMAGE_TEXTS,
  READING_TEXTS,
} from "@textbook/shared";
import type { Node as ProseMirrorNode, Schema } from "@tiptap/pm/model";
import { acceptFor } from "../../app/uploads/upload-limits.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export interface InlineChoice {
  key: string;
  type: string;
  label: string;
  attrs: (doc: ProseMirrorNode) => Record<string, unknown>;
  /** The item is inserted only once a file of this type is picked, and the file queued into it. */
  upload?: { attachmentType: AttachmentType; accept: string };
}

function media(type: string, label: string, attachmentType: AttachmentType): InlineChoice {
  return {
    key: type,
    type,
    label,
    attrs: () => ({}),
    upload: { attachmentType, accept: acceptFor(attachmentType) },
  };
}

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
  { key: "inlineMath", type: "inlineMath", label: LABELS.inlineMath, attrs: () => ({}) },
  {
    key: "fillBlank",
    type: "fillBlank",
    label: LABELS.fillBlank,
    attrs: (doc) => ({ fillIndex: nextFillIndex(doc) }),
  },
  {
    key: "crossReference",
    type: "crossReference",
    label: LABELS.crossReference,
    attrs: () => ({ type: CROSS_REFERENCE_TYPES.placeholder }),
  },
  { key: "popup", type: "popup", label: LABELS.popup, attrs: () => ({ type: "TEXT" }) },
  { key: "link", type: "link", label: LABELS.link, attrs: () => ({ type: "URL" }) },
  {
    key: "extendedReadingInline",
    type: "extendedReadingInline",
    label: READING_TEXTS.reading.inlineChoice,
    attrs: () => ({
      type: READING_TEXTS.reading.defaultType,
      typeName: READING_TEXTS.reading.defaultTypeName,
    }),
  },
  media("inlineImage", IMAGE_TEXTS.menu.inlineImage, "IMAGE"),
  media("iconImage", IMAGE_TEXTS.menu.iconImage, "IMAGE"),
  media("inlineVideo", AUDIO_VIDEO_TEXTS.menu.inlineVideo, "VIDEO"),
  media("inlineAudio", AUDIO_VIDEO_TEXTS.menu.inlineAudio, "AUDIO"),
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
