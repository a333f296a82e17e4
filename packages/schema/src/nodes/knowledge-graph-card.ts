import { Node } from "@tiptap/core";
import { defineAttributes, oneOf, text, word } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { BLOCK_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const KNOWLEDGE_GRAPH_VIEW_TYPES = ["Tree", "link"] as const;
export const KNOW_POINT_DESC_STATUSES = ["success", "error"] as const;
export const KNOW_POINT_DESC_DISPLAYS = ["SHOW", "HIDDEN"] as const;
/** The node type of a knowledge point; other graph node types are stored as the graph names them. */
export const KNOW_POINT_NODE_TYPE = "KnowPoint";

/** Content §5: the descriptions of a knowledge point are stored joined by a double hash. */
export const KNOW_POINT_DESC_SEPARATOR = "##";

/** The non-empty descriptions of a knowledge point, shown as numbered 'Description N' items. */
export function splitKnowPointDesc(desc: string | null): string[] {
  if (desc === null) return [];
  return desc
    .split(KNOW_POINT_DESC_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/**
 * Content §3.16: a card showing one node of a knowledge graph as a tree or as links.
 * knowPointDescStatus error means the graph no longer holds the node (the card asks the author to
 * pick again).
 */
export const KnowledgeGraphCard = Node.create({
  name: "knowledgeGraphCard",
  ...BLOCK_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      cardId: text(),
      title: text(),
      zjyKgOrgId: text(),
      graphId: text(),
      graphNodeId: text(),
      graphNodeType: word(KNOW_POINT_NODE_TYPE),
      viewType: oneOf(KNOWLEDGE_GRAPH_VIEW_TYPES, "Tree"),
      linkCoverAttachmentOid: text(),
      linkCoverSrc: text(),
      treeCoverAttachmentOid: text(),
      treeCoverSrc: text(),
      knowPointDesc: text(),
      knowPointDescStatus: oneOf(KNOW_POINT_DESC_STATUSES, "success"),
      knowPointDescDisplay: oneOf(KNOW_POINT_DESC_DISPLAYS, "SHOW"),
    }),
  ...taggedElement("div", "knowledgeGraphCard", { label: "title" }),
});
