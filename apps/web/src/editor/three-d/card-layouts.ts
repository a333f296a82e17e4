// The layouts of the 3D model box and the document box (content §3.10, §3.11, §3.17: layout-001 …
// layout-005) as tables of differences that one card view arranges: which parts are shown, in
// what order, and whether they stand in a row or one above the other.
import { chosenLayout } from "../audio-video/box-layouts.ts";

export type CardPart = "icon" | "illustration" | "title";

export interface CardLayout {
  parts: readonly CardPart[];
  direction: "row" | "column";
}

export type CardLayouts = Readonly<Record<string, CardLayout>>;

/** 3D: the spec names only the parts (title, icon, illustration); these arrangements are ours. */
export const THREE_D_LAYOUTS: CardLayouts = {
  "layout-001": { parts: ["icon", "title"], direction: "row" },
  "layout-002": { parts: ["illustration", "title"], direction: "row" },
  "layout-003": { parts: ["title", "illustration"], direction: "row" },
  "layout-004": { parts: ["illustration", "title"], direction: "column" },
  "layout-005": { parts: ["title", "icon"], direction: "column" },
};

/**
 * The layout a card shows: the book's while useBookLayout is Y (the style panel's per-node
 * override, as for audio and video), else its own; a missing or unknown one is layout-001.
 */
export function cardLayoutOf(
  layouts: CardLayouts,
  attrs: Record<string, unknown>,
): { name: string; layout: CardLayout } {
  const name = chosenLayout(attrs, Object.keys(layouts).length);
  return { name, layout: layouts[name] as CardLayout };
}
