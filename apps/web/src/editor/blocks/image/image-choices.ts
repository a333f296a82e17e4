// What the hover block menu offers for images; blocks/block-choices.ts lists them after the text blocks.
import { EDITOR_BLOCK_TEXTS, IMAGE_TEXTS } from "@textbook/shared";
import { type BlockChoice, uploadedBox } from "../../core/block-menu/block-choice.ts";
import { type InlineChoice, inlineMedia } from "../../core/block-menu/inline-choice.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const IMAGE_CHOICES: BlockChoice[] = [
  uploadedBox("imageBox", LABELS.imageBox, "IMAGE"),
  // Content §3.6: right of the text that follows it, 260px wide, until the author says otherwise.
  uploadedBox("floatingImage", LABELS.floatingImage, "IMAGE"),
];

/** The inline pictures (content §3.6), inserted once their file is picked. */
export const IMAGE_INLINE_CHOICES: InlineChoice[] = [
  inlineMedia("inlineImage", IMAGE_TEXTS.menu.inlineImage, "IMAGE"),
  inlineMedia("iconImage", IMAGE_TEXTS.menu.iconImage, "IMAGE"),
];
