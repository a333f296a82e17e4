import { isBoxColor } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { cssLength, defineAttributes, oneOf, textMatching } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const HORIZONTAL_RULE_TYPES = ["solid", "dashed", "dotted", "double"] as const;
export const HORIZONTAL_RULE_ALIGNS = ["left", "center", "right"] as const;

/** Content §3.3. width, height and color null follow the book's rule style (1px, #ABABABFF). */
export const HorizontalRule = Node.create({
  name: "horizontalRule",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  atom: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      type: oneOf(HORIZONTAL_RULE_TYPES, "solid"),
      alignX: oneOf(HORIZONTAL_RULE_ALIGNS, "left"),
      width: cssLength(null),
      height: cssLength(null),
      color: textMatching(isBoxColor, "a colour"),
    }),
  ...taggedElement("hr", "horizontalRule"),
});
