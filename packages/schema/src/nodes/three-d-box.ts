import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { defineAttributes, layout } from "../attributes/attribute-kinds.ts";
import { THREE_D_CARD_ATTRIBUTES } from "../attributes/three-d-card-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.10: a 3D model card; its icon and title are child nodes the layouts arrange. */
export const ThreeDBox = Node.create({
  name: "threeDBox",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  content: "threeDIcon threeDTitle",
  isolating: true,
  draggable: true,
  addAttributes: () =>
    defineAttributes({
      ...THREE_D_CARD_ATTRIBUTES,
      layout: layout(LAYOUT_COUNTS.threeD),
    }),
  ...taggedElement("div", "threeDBox", { holds: true }),
});
