// Link boxes (content §3.13) and extended reading, block and inline (§3.14): the web form of each
// node, listed in blocks/block-forms.ts.

import { attributeForm } from "../../core/node-view/attribute-form.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { EXTENDED_READING, LINK_BOX } from "./card-kinds.ts";
import { readingCardView } from "./reading-card-view.ts";
import { readingChipView } from "./reading-chip-view.ts";

export const READING_FORMS: BlockForms = {
  linkBox: attributeForm(readingCardView(LINK_BOX)),
  extendedReading: attributeForm(readingCardView(EXTENDED_READING)),
  extendedReadingInline: attributeForm(readingChipView),
};
