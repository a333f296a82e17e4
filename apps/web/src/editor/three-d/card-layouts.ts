// The layouts of the 3D model box (content §3.10, §3.17: layout-001 … layout-005) as a table of
// differences that the file card view arranges (the document box's are in document/): which parts
// are shown, in what order, and whether they stand in a row or one above the other.
import type { CardLayouts } from "../media-card/card-layout.ts";

export type CardPart = "icon" | "illustration" | "title";

export interface FileCardLayout {
  parts: readonly CardPart[];
  direction: "row" | "column";
}

/** 3D: the spec names only the parts (title, icon, illustration); these arrangements are ours. */
export const THREE_D_LAYOUTS: CardLayouts<FileCardLayout> = {
  "layout-001": { parts: ["icon", "title"], direction: "row" },
  "layout-002": { parts: ["illustration", "title"], direction: "row" },
  "layout-003": { parts: ["title", "illustration"], direction: "row" },
  "layout-004": { parts: ["illustration", "title"], direction: "column" },
  "layout-005": { parts: ["title", "icon"], direction: "column" },
};
