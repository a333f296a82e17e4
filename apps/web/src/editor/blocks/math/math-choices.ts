// What the hover block menu offers for formulas: the formula blocks (blocks/block-choices.ts lists
// them after the code box) and the inline formula (blocks/inline-choices.ts lists it first).
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";
import type { InlineChoice } from "../../core/block-menu/inline-choice.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const MATH_CHOICES: BlockChoice[] = [
  { key: "mathBox", type: "mathBox", label: LABELS.mathBox, build: filled("mathBox") },
  { key: "displayMath", type: "displayMath", label: LABELS.displayMath, build: filled("displayMath") },
];

export const MATH_INLINE_CHOICES: InlineChoice[] = [
  { key: "inlineMath", type: "inlineMath", label: LABELS.inlineMath, attrs: () => ({}) },
];
