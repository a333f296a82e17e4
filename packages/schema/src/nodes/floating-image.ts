import { CONTENT_LIMITS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { cssLength, defineAttributes, number, oneOf, text } from "../attributes/attribute-kinds.ts";
import { CAPTION_NUMBERING } from "../attributes/caption-numbering.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { IMAGE_FILE, ORIGIN_SIZE } from "../attributes/media-attributes.ts";
import { BOX_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";
import { CAPTION_TYPES } from "./caption.ts";

export const FLOATING_IMAGE_ALIGNS = ["LEFT", "RIGHT"] as const;

/**
 * Content §3.6: a picture the text flows around, with its own numbered caption (the same numbering
 * fields as the caption node of §3.7).
 */
export const FloatingImage = Node.create({
  name: "floatingImage",
  ...BOX_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      ...IMAGE_FILE,
      alignX: oneOf(FLOATING_IMAGE_ALIGNS, "RIGHT"),
      width: cssLength(`${CONTENT_LIMITS.floatingImageDefaultWidthPx}px`, {
        minPx: CONTENT_LIMITS.imageBlockMinWidthPx,
      }),
      ...ORIGIN_SIZE,
      captionOid: text(),
      captionType: oneOf(CAPTION_TYPES, "IMAGE"),
      captionLabel: text(),
      captionIndex: number(null, { integer: true, min: 1 }),
      ...CAPTION_NUMBERING,
    }),
  ...taggedElement("img", "floatingImage", { extra: ({ src, alt }) => ({ src, alt }) }),
});
