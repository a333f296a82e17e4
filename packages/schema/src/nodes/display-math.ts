import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** A LaTeX formula on its own line; it lives in a math box, the block that carries the formula style. */
export const DisplayMath = Node.create({
  name: "displayMath",
  atom: true,
  addAttributes: () => defineAttributes({ ...COMMON_ATTRIBUTES, latex: text() }),
  ...taggedElement("div", "displayMath", { label: "latex" }),
});
