// The layouts of the 3D model box and the document box (content §3.10, §3.11, §3.17: layout-001 …
// layout-005) as tables of differences that one card view arranges: which parts are shown, in
// what order, and whether they stand in a row or one above the other.

export type CardPart = "icon" | "illustration" | "title";

export interface CardLayout {
  parts: readonly CardPart[];
  direction: "row" | "column";
}

export const DEFAULT_LAYOUT = "layout-001";

export type CardLayouts = Readonly<Record<string, CardLayout>>;

/** 3D: the spec names only the parts (title, icon, illustration); these arrangements are ours. */
export const THREE_D_LAYOUTS: CardLayouts = {
  "layout-001": { parts: ["icon", "title"], direction: "row" },
  "layout-002": { parts: ["illustration", "title"], direction: "row" },
  "layout-003": { parts: ["title", "illustration"], direction: "row" },
  "layout-004": { parts: ["illustration", "title"], direction: "column" },
  "layout-005": { parts: ["title", "icon"], direction: "column" },
};

/** The stored layout when the table has it, else the default (a missing or unknown value). */
export function layoutName(layouts: CardLayouts, value: unknown): string {
  return typeof value === "string" && value in layouts ? value : DEFAULT_LAYOUT;
}

export function cardLayout(layouts: CardLayouts, value: unknown): CardLayout {
  return layouts[layoutName(layouts, value)] as CardLayout;
}
