// Knowledge-graph cards, knowledge points and mind maps (content §3.16): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { attributeForm } from "../node-view/attribute-form.ts";
import { knowledgeGraphView } from "./knowledge-graph-view.ts";
import { knowledgePointView } from "./knowledge-point-view.ts";
import { mindMapCardView, mindMapPlaceholderView } from "./mind-map/mind-map-views.ts";

export const KNOWLEDGE_FORMS: Record<string, BlockForm> = {
  knowledgeGraphCard: attributeForm(knowledgeGraphView),
  knowledgePoint: attributeForm(knowledgePointView),
  mindMapCard: attributeForm(mindMapCardView),
  mindMapPlaceholder: attributeForm(mindMapPlaceholderView),
};
