// What the hover block menu offers for link boxes and extended reading; block-choices.ts lists them after the text blocks.
import type { BlockChoice } from "../block-menu/block-choices.ts";

export const READING_CHOICES: BlockChoice[] = [];
