// What the hover block menu offers for interactions and custom activity boxes; block-choices.ts lists them after the text blocks.
import type { BlockChoice } from "../block-menu/block-choices.ts";

export const INTERACTION_CHOICES: BlockChoice[] = [];
