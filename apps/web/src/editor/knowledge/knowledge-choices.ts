// What the hover block menu offers for knowledge-graph cards and mind maps; block-choices.ts lists them after the text blocks.
import type { BlockChoice } from "../block-menu/block-choices.ts";

export const KNOWLEDGE_CHOICES: BlockChoice[] = [];
