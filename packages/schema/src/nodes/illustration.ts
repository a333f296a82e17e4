import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { cssLength, defineAttributes, layout, number, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/**
 * Content §3.6: a decorative picture. `layout` names the card layout it was drawn for (content
 * §3.17: illustrations go up to layout-007).
 */
export const Illustration = Node.create({
  name: "illustration",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  atom: true,
  draggable: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      src: text(),
      alt: text(),
      width: cssLength("100%"),
      originWidth: number(null, { min: 0 }),
      originHeight: number(null, { min: 0 }),
      layout: layout(LAYOUT_COUNTS.illustration),
    }),
  ...taggedElement("img", "illustration", { extra: ({ src, alt }) => ({ src, alt }) }),
});
