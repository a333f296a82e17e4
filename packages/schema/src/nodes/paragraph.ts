import { Node } from "@tiptap/core";
import { defineAttributes, number, withStyle } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";

/** Content §3.3: indent in em (content §9 units) and lineSpacing as a line-height factor; null follows the book style. */
export const Paragraph = Node.create({
  name: "paragraph",
  group: inGroups(GROUPS.block, GROUPS.boxBlock, GROUPS.simpleBlock),
  content: "inline*",
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      indent: withStyle(number(null, { min: 0 }), "text-indent", "em"),
      lineSpacing: withStyle(number(null, { min: 0 }), "line-height"),
    }),
  parseHTML: () => [{ tag: "p" }],
  renderHTML: ({ HTMLAttributes }) => ["p", HTMLAttributes, 0],
});
