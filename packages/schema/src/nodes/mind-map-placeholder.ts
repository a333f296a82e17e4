import { Node } from "@tiptap/core";
import { defineAttributes } from "../attributes/attribute-kinds.ts";
import { IDENTITY_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.16: holds the place of a mind-map card until a mind map is chosen. */
export const MindMapPlaceholder = Node.create({
  name: "mindMapPlaceholder",
  group: GROUPS.block,
  atom: true,
  addAttributes: () => defineAttributes(IDENTITY_ATTRIBUTES),
  ...taggedElement("div", "mindMapPlaceholder"),
});
