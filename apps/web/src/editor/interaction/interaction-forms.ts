// Interactions and custom activity boxes (content §3.14): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { cardView } from "../media-card/card-view.ts";
import { attributeForm } from "../node-view/attribute-form.ts";

export const INTERACTION_FORMS: Record<string, BlockForm> = {
  interaction: attributeForm(cardView),
  customActivityBox: attributeForm(cardView),
};
