import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { defineAttributes, flag, layout, oneOf, text } from "../attributes/attribute-kinds.ts";
import { CARD_ICON, CARD_STYLE, COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { ADDRESS_TARGET_ATTRIBUTES } from "../attributes/link-target-attributes.ts";
import { BLOCK_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const LINK_BOX_TYPES = ["VIRTUAL"] as const;
/** A virtual simulation, or a practical (training) project — each with its own default icon. */
export const LINK_BOX_CATEGORIES = ["virtual-simulation", "practical-project"] as const;

/** Content §3.13: a card leading to a virtual simulation or a practical project. */
export const LinkBox = Node.create({
  name: "linkBox",
  ...BLOCK_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      layout: layout(LAYOUT_COUNTS.linkBox),
      type: oneOf(LINK_BOX_TYPES, "VIRTUAL"),
      category: oneOf(LINK_BOX_CATEGORIES, "virtual-simulation"),
      title: text(),
      // The type label (content §9: link box has one), the book's default until the author names it.
      typeName: text(),
      ...ADDRESS_TARGET_ATTRIBUTES,
      isValid: flag("Y"),
      useBookLayout: flag("Y"),
      ...CARD_ICON,
      ...CARD_STYLE,
    }),
  ...taggedElement("div", "linkBox", { label: "title" }),
});
