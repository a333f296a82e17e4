// The node groups that carry the nesting rules (content §5: a block cannot be inserted where its
// parent's content rule does not allow it). A node lists every group it may appear in.
export const GROUPS = {
  /** May stand at the top level of a document. */
  block: "block",
  /** May go inside a layout box (text blocks, tables, and the media blocks that join it). */
  boxBlock: "boxBlock",
  /** May go inside a list item (after its first paragraph) or a table cell. */
  simpleBlock: "simpleBlock",
  /** Inline content of paragraphs, headings, titles and captions. */
  inline: "inline",
} as const;

type Group = (typeof GROUPS)[keyof typeof GROUPS];

export function inGroups(...groups: Group[]): string {
  return groups.join(" ");
}
