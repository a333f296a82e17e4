import { Node } from "@tiptap/core";
import { tableCellAttributes } from "../attributes/table-cell-attributes.ts";
import { GROUPS } from "../content-groups.ts";

/** A header cell, with the body cell's attributes and content rule. */
export const TableHeader = Node.create({
  name: "tableHeader",
  content: `${GROUPS.simpleBlock}+`,
  isolating: true,
  addAttributes: tableCellAttributes,
  parseHTML: () => [{ tag: "th" }],
  renderHTML: ({ HTMLAttributes }) => ["th", HTMLAttributes, 0],
});
