// The layouts of the link box (content §3.13, §3.17: layout-001 … layout-007) and the extended
// reading block (§3.14, §3.17: layout-001 … layout-008), as tables of differences that one card
// view arranges. The spec gives only their counts and parts (icon, type label, title, the book's
// static illustration per layout); these arrangements are ours.
import type { CardLayouts } from "../../core/media-card/card-layout.ts";

export type CardPart = "icon" | "typeName" | "title" | "illustration";

export interface ReadingCardLayout {
  /**
   * row: the parts side by side; column: one above the other; banner: the illustration across
   * the card with the text lying over its foot.
   */
  arrangement: "row" | "column" | "banner";
  /** The head's parts, in order; the body (the box's entry, the reading's resources) follows. */
  parts: readonly CardPart[];
  centred: boolean;
}

const layout = (
  arrangement: ReadingCardLayout["arrangement"],
  parts: readonly CardPart[],
  centred = false,
): ReadingCardLayout => ({ arrangement, parts, centred });

export const LINK_BOX_LAYOUTS: CardLayouts<ReadingCardLayout> = {
  "layout-001": layout("row", ["icon", "typeName", "title"]),
  "layout-002": layout("row", ["illustration", "typeName", "title"]),
  "layout-003": layout("row", ["typeName", "title", "illustration"]),
  "layout-004": layout("column", ["illustration", "typeName", "title"]),
  "layout-005": layout("column", ["title", "icon"], true),
  "layout-006": layout("row", ["icon", "title", "typeName"]),
  "layout-007": layout("banner", ["illustration", "typeName", "title"]),
};

export const READING_LAYOUTS: CardLayouts<ReadingCardLayout> = {
  "layout-001": layout("row", ["icon", "typeName", "title"]),
  "layout-002": layout("column", ["typeName", "title"]),
  "layout-003": layout("row", ["illustration", "typeName", "title"]),
  "layout-004": layout("row", ["typeName", "title", "illustration"]),
  "layout-005": layout("column", ["icon", "title"], true),
  "layout-006": layout("row", ["title", "typeName"]),
  "layout-007": layout("column", ["illustration", "typeName", "title"]),
  "layout-008": layout("banner", ["illustration", "typeName", "title"]),
};
