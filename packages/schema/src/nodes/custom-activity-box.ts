import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { BLOCK_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.14: an activity built elsewhere and placed in the text as a card. */
export const CustomActivityBox = Node.create({
  name: "customActivityBox",
  ...BLOCK_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      type: text(),
      name: text(),
      title: text(),
    }),
  ...taggedElement("div", "customActivityBox", { label: "title" }),
});
