// What the hover block menu offers for knowledge-graph cards and mind maps; blocks/block-choices.ts
// lists them after the text blocks. A mind map starts as its placeholder, which opens the map editor
// when clicked. A knowledge-graph card is not offered: its graph, node, covers and descriptions come from
// the knowledge-graph service, which this product does not have yet, and a card without them would
// be an empty shell.
import { KNOWLEDGE_TEXTS } from "@textbook/shared";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";

export const KNOWLEDGE_CHOICES: BlockChoice[] = [
  {
    key: "mindMap",
    type: "mindMapPlaceholder",
    label: KNOWLEDGE_TEXTS.mindMap.label,
    build: filled("mindMapPlaceholder"),
  },
];
