// What the block menu offers for popups: an inline item, a text popup until its panel says
// otherwise; blocks/inline-choices.ts lists it.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { InlineChoice } from "../../core/block-menu/inline-choice.ts";

export const POPUP_INLINE_CHOICES: InlineChoice[] = [
  { key: "popup", type: "popup", label: EDITOR_BLOCK_TEXTS.blocks.popup, attrs: () => ({ type: "TEXT" }) },
];
