// What the block menu offers for links: an inline item, a web address until its editor says
// otherwise; blocks/inline-choices.ts lists it.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { InlineChoice } from "../../core/block-menu/inline-choice.ts";

export const LINK_INLINE_CHOICES: InlineChoice[] = [
  { key: "link", type: "link", label: EDITOR_BLOCK_TEXTS.blocks.link, attrs: () => ({ type: "URL" }) },
];
