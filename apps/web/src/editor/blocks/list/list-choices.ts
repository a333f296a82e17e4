// What the hover block menu offers for lists; blocks/block-choices.ts lists them after the headings.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const LIST_CHOICES: BlockChoice[] = [
  { key: "bulletList", type: "bulletList", label: LABELS.bulletList, build: filled("bulletList") },
  { key: "orderedList", type: "orderedList", label: LABELS.orderedList, build: filled("orderedList") },
];
