// What the block menu offers for cross references: an inline item, inserted as a placeholder whose
// target the author then picks; blocks/inline-choices.ts lists it.
import { CROSS_REFERENCE_TYPES } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { InlineChoice } from "../../core/block-menu/inline-choice.ts";

export const CROSS_REFERENCE_INLINE_CHOICES: InlineChoice[] = [
  {
    key: "crossReference",
    type: "crossReference",
    label: EDITOR_BLOCK_TEXTS.blocks.crossReference,
    attrs: () => ({ type: CROSS_REFERENCE_TYPES.placeholder }),
  },
];
