import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { IDENTITY_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.16: a knowledge point of a graph marked in a line of text, shown as its text. */
export const KnowledgePoint = Node.create({
  name: "knowledgePoint",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...IDENTITY_ATTRIBUTES,
      knId: text(),
      knText: text(),
      graphId: text(),
    }),
  ...taggedElement("span", "knowledgePoint", { label: "knText" }),
});
