// What the hover block menu offers for interactions and custom activity boxes; blocks/block-choices.ts
// lists them after the text blocks.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { BlockChoice } from "../../core/block-menu/block-choice.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

/**
 * An interaction goes in unfinished (complete N: the placeholder of content §4) and a custom
 * activity untitled; each gets its activity on the server when the author first saves it.
 */
export const INTERACTION_CHOICES: BlockChoice[] = [
  {
    key: "interaction",
    type: "interaction",
    label: LABELS.interaction,
    build: (schema) => schema.nodes.interaction?.create({ type: "TEST", complete: "N" }) ?? null,
  },
  {
    key: "customActivityBox",
    type: "customActivityBox",
    label: LABELS.customActivityBox,
    build: (schema) => schema.nodes.customActivityBox?.create() ?? null,
  },
];
