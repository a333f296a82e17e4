import { Node } from "@tiptap/core";
import { defineAttributes } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";

export const TableRow = Node.create({
  name: "tableRow",
  content: "(tableCell | tableHeader)*",
  addAttributes: () => defineAttributes({ ...COMMON_ATTRIBUTES }),
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: ({ HTMLAttributes }) => ["tr", HTMLAttributes, 0],
});
