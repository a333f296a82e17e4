import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { defineAttributes, flag, layout } from "../attributes/attribute-kinds.ts";
import { CARD_ICON, CARD_STYLE } from "../attributes/common-attributes.ts";
import { EXTENDED_READING_ATTRIBUTES } from "../attributes/extended-reading-attributes.ts";
import { BLOCK_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.14: an extended-reading card in one of eight layouts. */
export const ExtendedReading = Node.create({
  name: "extendedReading",
  ...BLOCK_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...EXTENDED_READING_ATTRIBUTES,
      layout: layout(LAYOUT_COUNTS.extendedReading),
      useBookLayout: flag("Y"),
      ...CARD_ICON,
      ...CARD_STYLE,
    }),
  ...taggedElement("div", "extendedReading", { label: "title" }),
});
