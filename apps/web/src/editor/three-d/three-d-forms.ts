// The 3D model box (content §3.10) and the document box (§3.11): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { cardView } from "../media-card/card-view.ts";
import { attributeForm } from "../node-view/attribute-form.ts";

export const THREE_D_FORMS: Record<string, BlockForm> = {
  threeDBox: attributeForm(cardView),
  documentBox: attributeForm(cardView),
  documentPlaceholder: attributeForm(cardView),
};
