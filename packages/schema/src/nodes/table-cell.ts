import { Node } from "@tiptap/core";
import { tableCellAttributes } from "../attributes/table-cell-attributes.ts";
import { GROUPS } from "../content-groups.ts";

/** A body cell: simple blocks only, so no table, heading or media goes inside a table. */
export const TableCell = Node.create({
  name: "tableCell",
  content: `${GROUPS.simpleBlock}+`,
  isolating: true,
  addAttributes: tableCellAttributes,
  parseHTML: () => [{ tag: "td" }],
  renderHTML: ({ HTMLAttributes }) => ["td", HTMLAttributes, 0],
});
