import { Node } from "@tiptap/core";
import { defineAttributes } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** The block of one or more display formulas, styled by the book's latex settings (content §9). */
export const MathBox = Node.create({
  name: "mathBox",
  group: inGroups(GROUPS.block, GROUPS.boxBlock, GROUPS.simpleBlock),
  content: "displayMath+",
  isolating: true,
  addAttributes: () => defineAttributes({ ...COMMON_ATTRIBUTES }),
  ...taggedElement("div", "mathBox", { holds: true }),
});
