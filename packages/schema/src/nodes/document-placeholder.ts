import { Node } from "@tiptap/core";
import { defineAttributes } from "../attributes/attribute-kinds.ts";
import { IDENTITY_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.11: holds the place of a document box while its file uploads. */
export const DocumentPlaceholder = Node.create({
  name: "documentPlaceholder",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  atom: true,
  addAttributes: () => defineAttributes(IDENTITY_ATTRIBUTES),
  ...taggedElement("div", "documentPlaceholder"),
});
