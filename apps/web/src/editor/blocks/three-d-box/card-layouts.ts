// The layouts of the 3D model box (content §3.10, §3.17: layout-001 … layout-005) as a table of
// differences that the file card view arranges (the document box's are in blocks/document-box/): which parts
// are shown, in what order, and whether they stand in a row or one above the other.
import type { CardLayouts } from "../../core/media-card/card-layout.ts";
import type { FileCardLayout } from "../../core/media-card/file-card-view.ts";

/** 3D: the spec names only the parts (title, icon, illustration); these arrangements are ours. */
export const THREE_D_LAYOUTS: CardLayouts<FileCardLayout> = {
  "layout-001": { parts: ["icon", "title"], direction: "row" },
  "layout-002": { parts: ["illustration", "title"], direction: "row" },
  "layout-003": { parts: ["title", "illustration"], direction: "row" },
  "layout-004": { parts: ["illustration", "title"], direction: "column" },
  "layout-005": { parts: ["title", "icon"], direction: "column" },
};
