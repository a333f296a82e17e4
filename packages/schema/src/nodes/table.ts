import { Node } from "@tiptap/core";
import { defineAttributes } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";

/** The roles prosemirror-tables finds tables by (its tableNodes() specs carry the same). */
const TABLE_ROLES: Record<string, string> = {
  table: "table",
  tableRow: "row",
  tableCell: "cell",
  tableHeader: "header_cell",
};

/** The grid itself; it only stands inside a table box, which carries its caption. */
export const Table = Node.create({
  name: "table",
  content: "tableRow+",
  isolating: true,
  addAttributes: () => defineAttributes({ ...COMMON_ATTRIBUTES }),
  extendNodeSchema: (extension) => {
    const tableRole = TABLE_ROLES[extension.name];
    return tableRole ? { tableRole } : {};
  },
  parseHTML: () => [{ tag: "table" }],
  renderHTML: ({ HTMLAttributes }) => ["table", HTMLAttributes, ["tbody", 0]],
});
