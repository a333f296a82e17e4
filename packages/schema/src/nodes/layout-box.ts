import { Node } from "@tiptap/core";
import { defineAttributes, textMatching } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** The layout box's class names: layout-box-x by default (content §3.3), layout-box-<name> otherwise. */
const LAYOUT_BOX_CLASS = /^layout-box-[a-z0-9-]+$/i;

/** A styled container of text blocks, tables and media; never another layout box. */
export const LayoutBox = Node.create({
  name: "layoutBox",
  group: GROUPS.block,
  content: `${GROUPS.boxBlock}+`,
  isolating: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      className: textMatching(
        (value) => LAYOUT_BOX_CLASS.test(value),
        "a layout-box-* class",
        "layout-box-x",
      ),
    }),
  ...taggedElement("div", "layoutBox", { holds: true }),
});
