// What the hover block menu offers for the horizontal rule; blocks/block-choices.ts lists it after
// the formulas.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";

export const HORIZONTAL_RULE_CHOICES: BlockChoice[] = [
  {
    key: "horizontalRule",
    type: "horizontalRule",
    label: EDITOR_BLOCK_TEXTS.blocks.horizontalRule,
    build: filled("horizontalRule"),
  },
];
