// Link boxes (content §3.13) and extended reading, block and inline (§3.14): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { cardView, chipView } from "../media-card/card-view.ts";
import { attributeForm } from "../node-view/attribute-form.ts";

export const READING_FORMS: Record<string, BlockForm> = {
  linkBox: attributeForm(cardView),
  extendedReading: attributeForm(cardView),
  extendedReadingInline: attributeForm(chipView),
};
