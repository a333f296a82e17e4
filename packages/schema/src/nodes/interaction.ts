import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { defineAttributes, flag, layout, list, oneOf, text } from "../attributes/attribute-kinds.ts";
import { CARD_ICON, CARD_STYLE, COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { isPlainObject } from "../attributes/json-shapes.ts";
import { BLOCK_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** TEST: objective questions marked automatically; SUBJECTIVE: open answers. */
export const INTERACTION_TYPES = ["TEST", "SUBJECTIVE"] as const;

/**
 * Content §3.14: an exercise card. complete N renders a placeholder until the author finishes
 * it. Each topic is a question object (subject, options, analysis…) edited in the inline editors.
 */
export const Interaction = Node.create({
  name: "interaction",
  ...BLOCK_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      type: oneOf(INTERACTION_TYPES, "TEST"),
      title: text(),
      complete: flag("N"),
      layout: layout(LAYOUT_COUNTS.interaction),
      topics: list("topic objects", isPlainObject),
      // Like the other media cards: the book's layout until the author picks one, a custom icon, the card style.
      useBookLayout: flag("Y"),
      ...CARD_ICON,
      ...CARD_STYLE,
    }),
  ...taggedElement("div", "interaction", { label: "title" }),
});
