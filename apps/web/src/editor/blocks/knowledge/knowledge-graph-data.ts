// What a knowledge-graph card shows (content §3.16), read from the card's stored attributes.
import { KNOWLEDGE_GRAPH_VIEW_TYPES, splitKnowPointDesc } from "@textbook/schema";
import { attributeText } from "../../core/node-view/attribute-text.ts";

export type KnowledgeGraphViewType = (typeof KNOWLEDGE_GRAPH_VIEW_TYPES)[number];

export interface KnowledgeGraphData {
  title: string | null;
  viewType: KnowledgeGraphViewType;
  /** The cover of the chosen view (tree or link). */
  coverAttachmentOid: string | null;
  coverSrc: string | null;
  /** The knowledge point's descriptions, split on '##' (content §5). */
  descriptions: string[];
  /** Content §8: the graph no longer holds the node; the author must pick it again. */
  invalid: boolean;
  /** knowPointDescDisplay SHOW; HIDDEN keeps the descriptions stored but not shown. */
  showDescriptions: boolean;
}

/**
 * The seam to the knowledge-graph module. That module (graphs, nodes, their covers and
 * descriptions, shell §7 associate-with-graph) does not exist yet, so the card renders what was
 * stored with it. When it lands, this is the one place that asks it for the node
 * (`graphId`, `graphNodeId`) and answers fresh title, covers and descriptions, with `invalid` set
 * when the graph no longer has the node; the view already draws whatever this returns.
 */
export function knowledgeGraphData(attrs: Record<string, unknown>): KnowledgeGraphData {
  const viewType = KNOWLEDGE_GRAPH_VIEW_TYPES.find((type) => type === attrs.viewType) ?? "Tree";
  const tree = viewType === "Tree";
  return {
    title: attributeText(attrs.title),
    viewType,
    coverAttachmentOid: attributeText(tree ? attrs.treeCoverAttachmentOid : attrs.linkCoverAttachmentOid),
    coverSrc: attributeText(tree ? attrs.treeCoverSrc : attrs.linkCoverSrc),
    descriptions: splitKnowPointDesc(attributeText(attrs.knowPointDesc)),
    invalid: attrs.knowPointDescStatus === "error",
    showDescriptions: attrs.knowPointDescDisplay !== "HIDDEN",
  };
}
