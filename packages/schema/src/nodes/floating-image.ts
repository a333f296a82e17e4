import { CONTENT_LIMITS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { cssLength, defineAttributes, number, oneOf, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";
import { CAPTION_TYPES, NOTE_TITLE_STYLES } from "./caption.ts";

export const FLOATING_IMAGE_ALIGNS = ["LEFT", "RIGHT"] as const;

/**
 * Content §3.6: a picture the text flows around, with its own numbered caption (the same numbering
 * fields as the caption node of §3.7).
 */
export const FloatingImage = Node.create({
  name: "floatingImage",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  atom: true,
  draggable: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      src: text(),
      alt: text(),
      alignX: oneOf(FLOATING_IMAGE_ALIGNS, "RIGHT"),
      width: cssLength(`${CONTENT_LIMITS.floatingImageDefaultWidthPx}px`, {
        minPx: CONTENT_LIMITS.imageBlockMinWidthPx,
      }),
      originWidth: number(null, { min: 0 }),
      originHeight: number(null, { min: 0 }),
      captionOid: text(),
      captionType: oneOf(CAPTION_TYPES, "IMAGE"),
      captionLabel: text(),
      captionIndex: number(null, { integer: true, min: 1 }),
      chapterIndex: number(null, { integer: true, min: 0 }),
      sectionIndex: number(null, { integer: true, min: 0 }),
      noteTitleStyle: oneOf(NOTE_TITLE_STYLES, "CHAPTER"),
    }),
  ...taggedElement("img", "floatingImage", { extra: ({ src, alt }) => ({ src, alt }) }),
});
