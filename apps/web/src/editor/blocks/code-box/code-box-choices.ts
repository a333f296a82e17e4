// What the hover block menu offers for code; blocks/block-choices.ts lists it after the table.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";

export const CODE_BOX_CHOICES: BlockChoice[] = [
  { key: "codeBox", type: "codeBox", label: EDITOR_BLOCK_TEXTS.blocks.codeBox, build: filled("codeBox") },
];
