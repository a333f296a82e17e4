import { Node } from "@tiptap/core";
import {
  asHtmlAttribute,
  defineAttributes,
  number,
  oneOf,
  withStyle,
} from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";

/** The numbering styles an ordered list offers (CSS list-style-type values). */
export const ORDERED_LIST_TYPES = [
  "decimal",
  "decimal-leading-zero",
  "lower-alpha",
  "upper-alpha",
  "lower-roman",
  "upper-roman",
  "cjk-ideographic",
] as const;

export const OrderedList = Node.create({
  name: "orderedList",
  group: inGroups(GROUPS.block, GROUPS.boxBlock, GROUPS.simpleBlock),
  content: "listItem+",
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      start: asHtmlAttribute(number(1, { integer: true }), "start"),
      listType: withStyle(oneOf(ORDERED_LIST_TYPES, "decimal"), "list-style-type"),
    }),
  parseHTML: () => [{ tag: "ol" }],
  renderHTML: ({ HTMLAttributes }) => ["ol", HTMLAttributes, 0],
});
