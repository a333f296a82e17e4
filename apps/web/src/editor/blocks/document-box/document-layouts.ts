// Content §3.11: the document box's layouts. 001 icon and title in a row; 002 illustration left,
// title right; 003 title left, illustration right; 004 and 005 title then icon (in a row, and one
// above the other).
import type { CardLayouts } from "../../core/media-card/card-layout.ts";
import type { FileCardLayout } from "../../core/media-card/file-card-view.ts";

export const DOCUMENT_LAYOUTS: CardLayouts<FileCardLayout> = {
  "layout-001": { parts: ["icon", "title"], direction: "row" },
  "layout-002": { parts: ["illustration", "title"], direction: "row" },
  "layout-003": { parts: ["title", "illustration"], direction: "row" },
  "layout-004": { parts: ["title", "icon"], direction: "row" },
  "layout-005": { parts: ["title", "icon"], direction: "column" },
};
