// What the hover block menu offers for chapter and section headers; blocks/block-choices.ts lists
// them after the layout box.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const HEADER_CHOICES: BlockChoice[] = [
  {
    key: "chapterHeader",
    type: "chapterHeader",
    label: LABELS.chapterHeader,
    build: filled("chapterHeader"),
  },
  {
    key: "sectionHeader",
    type: "sectionHeader",
    label: LABELS.sectionHeader,
    build: filled("sectionHeader"),
  },
];
