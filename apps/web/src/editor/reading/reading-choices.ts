// What the hover block menu offers for link boxes and extended reading; block-choices.ts lists them
// after the text blocks. Each is inserted empty and filled in its panel (编辑).
import { EDITOR_BLOCK_TEXTS, READING_TEXTS } from "@textbook/shared";
import type { Schema } from "@tiptap/pm/model";
import type { BlockChoice } from "../block-menu/block-choices.ts";

const TEXTS = READING_TEXTS;

const filled = (type: string, attributes: Record<string, unknown>) => (schema: Schema) =>
  schema.nodes[type]?.createAndFill(attributes) ?? null;

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
