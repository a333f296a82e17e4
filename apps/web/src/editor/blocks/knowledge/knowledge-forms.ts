// Knowledge-graph cards, knowledge points and mind maps (content §3.16): the web form of each node, listed in blocks/block-forms.ts.

import { attributeForm } from "../../core/node-view/attribute-form.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { knowledgeGraphView } from "./knowledge-graph-view.ts";
import { knowledgePointView } from "./knowledge-point-view.ts";
import { mindMapCardView, mindMapPlaceholderView } from "./mind-map/mind-map-views.ts";

export const KNOWLEDGE_FORMS: BlockForms = {
  knowledgeGraphCard: attributeForm(knowledgeGraphView),
  knowledgePoint: attributeForm(knowledgePointView),
  mindMapCard: attributeForm(mindMapCardView),
  mindMapPlaceholder: attributeForm(mindMapPlaceholderView),
};
