import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { defineAttributes, layout } from "../attributes/attribute-kinds.ts";
import { ZJY_ORIGIN } from "../attributes/common-attributes.ts";
import { kgPoints } from "../attributes/kg-points.ts";
import { THREE_D_CARD_ATTRIBUTES } from "../attributes/three-d-card-attributes.ts";
import { BOX_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/**
 * Content §3.11: a document (PDF, Office) card. Layouts: 001 icon and title in a row; 002
 * illustration left, title right; 003 title left, illustration right; 004 and 005 title then icon.
 */
export const DocumentBox = Node.create({
  name: "documentBox",
  ...BOX_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...THREE_D_CARD_ATTRIBUTES,
      layout: layout(LAYOUT_COUNTS.document),
      kgPoints: kgPoints(),
      ...ZJY_ORIGIN,
    }),
  ...taggedElement("div", "documentBox", { label: "title" }),
});
