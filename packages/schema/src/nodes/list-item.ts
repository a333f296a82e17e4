import { Node } from "@tiptap/core";
import { defineAttributes } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS } from "../content-groups.ts";

/** A paragraph, then nested lists or other simple blocks; no tables, media or headings in a list. */
export const ListItem = Node.create({
  name: "listItem",
  content: `paragraph ${GROUPS.simpleBlock}*`,
  defining: true,
  addAttributes: () => defineAttributes({ ...COMMON_ATTRIBUTES }),
  parseHTML: () => [{ tag: "li" }],
  renderHTML: ({ HTMLAttributes }) => ["li", HTMLAttributes, 0],
});
