// What the hover block menu offers for link boxes and extended reading; blocks/block-choices.ts lists
// them after the text blocks. Each is inserted empty and filled in its panel (编辑).
import { EDITOR_BLOCK_TEXTS, READING_TEXTS } from "@textbook/shared";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";
import type { InlineChoice } from "../../core/block-menu/inline-choice.ts";

const TEXTS = READING_TEXTS;

export const READING_CHOICES: BlockChoice[] = [
  {
    key: "linkBox",
    type: "linkBox",
    label: TEXTS.linkBox.categories["virtual-simulation"],
    build: filled("linkBox", { category: "virtual-simulation" }),
  },
  {
    key: "linkBox-practical",
    type: "linkBox",
    label: TEXTS.linkBox.categories["practical-project"],
    build: filled("linkBox", { category: "practical-project" }),
  },
  {
    key: "extendedReading",
    type: "extendedReading",
    label: EDITOR_BLOCK_TEXTS.blocks.extendedReading,
    build: filled("extendedReading", {
      type: TEXTS.reading.defaultType,
      typeName: TEXTS.reading.defaultTypeName,
    }),
  },
];

export const READING_INLINE_CHOICES: InlineChoice[] = [
  {
    key: "extendedReadingInline",
    type: "extendedReadingInline",
    label: TEXTS.reading.inlineChoice,
    attrs: () => ({
      type: TEXTS.reading.defaultType,
      typeName: TEXTS.reading.defaultTypeName,
    }),
  },
];
