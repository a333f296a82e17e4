import { Node } from "@tiptap/core";
import { defineAttributes, flag, number, oneOf } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES, RESOURCE_LIBRARY_ORIGIN, ZJY_ORIGIN } from "../attributes/common-attributes.ts";
import { kgPoints } from "../attributes/kg-points.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const IMAGE_BOX_ALIGNS = ["LEFT", "CENTER", "RIGHT"] as const;
export const IMAGE_SIZE_TYPES = ["AUTO", "FIXED"] as const;

/**
 * Content §3.6: one image block with its notes (figure captions, numbered like every caption) and
 * at most one flexer title row.
 */
export const ImageBox = Node.create({
  name: "imageBox",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  content: "imageBlock caption* flexer?",
  isolating: true,
  draggable: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      alignX: oneOf(IMAGE_BOX_ALIGNS, "CENTER"),
      imageSizeType: oneOf(IMAGE_SIZE_TYPES, "AUTO"),
      // Widths in px used when imageSizeType is FIXED.
      phoneFixedWidth: number(null, { min: 0 }),
      pcFixedWidth: number(null, { min: 0 }),
      isEnhanced: flag("N"),
      isAI: flag("N"),
      kgPoints: kgPoints(),
      ...RESOURCE_LIBRARY_ORIGIN,
      ...ZJY_ORIGIN,
    }),
  ...taggedElement("figure", "imageBox", { holds: true }),
});
