// The layouts of the interaction box (content §3.14, §3.17: layout-001 … layout-005) as one table of
// differences that InteractionView arranges: whether the illustration shows and where, which text
// parts show in what order. The spec names only the count; these arrangements are ours, in the
// family of the other cards (audio: a compact row, a picture beside or above the text).
import type { CardLayouts } from "../../core/media-card/card-layout.ts";

/** The words of the box: its icon, its kind (客观练习 / 主观活动), its title and the topic count. */
export type InteractionPart = "icon" | "kind" | "title" | "summary";

export interface InteractionLayout {
  /** row: one compact line; side: the illustration beside the text; stack: above it. */
  arrangement: "row" | "side" | "stack";
  illustrated: boolean;
  /** The text comes before (left of) the illustration. */
  textFirst: boolean;
  text: readonly InteractionPart[];
  centred: boolean;
}

const layout = (values: Partial<InteractionLayout> & Pick<InteractionLayout, "arrangement">) => ({
  illustrated: false,
  textFirst: false,
  text: ["icon", "kind", "title", "summary"] as const,
  centred: false,
  ...values,
});

export const INTERACTION_LAYOUTS: CardLayouts<InteractionLayout> = {
  "layout-001": layout({ arrangement: "row" }),
  "layout-002": layout({ arrangement: "side", illustrated: true, text: ["kind", "title", "summary"] }),
  "layout-003": layout({
    arrangement: "side",
    illustrated: true,
    textFirst: true,
    text: ["kind", "title", "summary"],
  }),
  "layout-004": layout({
    arrangement: "stack",
    illustrated: true,
    text: ["icon", "title", "kind", "summary"],
  }),
  "layout-005": layout({ arrangement: "stack", text: ["title", "summary", "icon"], centred: true }),
};
