// What the hover block menu offers for the 3D model box and the document box; block-choices.ts lists them after the text blocks.
import type { BlockChoice } from "../block-menu/block-choices.ts";

export const THREE_D_CHOICES: BlockChoice[] = [];
