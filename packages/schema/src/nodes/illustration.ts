import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { cssLength, defineAttributes, layout } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { IMAGE_FILE, ORIGIN_SIZE } from "../attributes/media-attributes.ts";
import { BOX_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/**
 * Content §3.6: a decorative picture. `layout` names the card layout it was drawn for (content
 * §3.17: illustrations go up to layout-007).
 */
export const Illustration = Node.create({
  name: "illustration",
  ...BOX_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      ...IMAGE_FILE,
      width: cssLength("100%"),
      ...ORIGIN_SIZE,
      layout: layout(LAYOUT_COUNTS.illustration),
    }),
  ...taggedElement("img", "illustration", { extra: ({ src, alt }) => ({ src, alt }) }),
});
