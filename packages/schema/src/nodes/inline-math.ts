import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** A LaTeX formula inside a line of text; exported HTML shows the LaTeX source. */
export const InlineMath = Node.create({
  name: "inlineMath",
  ...INLINE_LEAF,
  addAttributes: () => defineAttributes({ ...COMMON_ATTRIBUTES, latex: text() }),
  ...taggedElement("span", "inlineMath", { label: "latex" }),
});
