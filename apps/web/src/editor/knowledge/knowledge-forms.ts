// Knowledge-graph cards, knowledge points and mind maps (content §3.16): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { cardView, chipView } from "../media-card/card-view.ts";
import { attributeForm } from "../node-view/attribute-form.ts";

export const KNOWLEDGE_FORMS: Record<string, BlockForm> = {
  knowledgeGraphCard: attributeForm(cardView),
  knowledgePoint: attributeForm(chipView),
  mindMapCard: attributeForm(cardView),
  mindMapPlaceholder: attributeForm(cardView),
};
