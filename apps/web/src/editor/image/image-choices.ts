// What the hover block menu offers for images and the gallery box; block-choices.ts lists them after the text blocks.
import type { BlockChoice } from "../block-menu/block-choices.ts";

export const IMAGE_CHOICES: BlockChoice[] = [];
