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

// The spec flags of leaf nodes: each is selected, moved and deleted as one unit and never edited
// inside (its forms edit its attributes), so the flags are one decision, not one per node.

/** A media block that may also stand in a layout box (pictures, audio, video, documents). */
export const BOX_LEAF = { group: inGroups(GROUPS.block, GROUPS.boxBlock), atom: true, draggable: true };

/** A card that stands only at the top level (exercises, activities, link boxes, graphs, mind maps). */
export const BLOCK_LEAF = { group: GROUPS.block, atom: true, draggable: true };

/** An atom in a line of text. */
export const INLINE_LEAF = { group: GROUPS.inline, inline: true, atom: true };
