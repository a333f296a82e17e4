import { Node } from "@tiptap/core";
import { defineAttributes, oneOf, withStyle } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";

/** The bullet styles a bullet list offers (CSS list-style-type values). */
export const BULLET_LIST_TYPES = ["disc", "circle", "square"] as const;

export const BulletList = Node.create({
  name: "bulletList",
  group: inGroups(GROUPS.block, GROUPS.boxBlock, GROUPS.simpleBlock),
  content: "listItem+",
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      listType: withStyle(oneOf(BULLET_LIST_TYPES, "disc"), "list-style-type"),
    }),
  parseHTML: () => [{ tag: "ul" }],
  renderHTML: ({ HTMLAttributes }) => ["ul", HTMLAttributes, 0],
});
