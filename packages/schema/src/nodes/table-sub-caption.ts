import { Node } from "@tiptap/core";
import { defineAttributes, oneOf, withStyle } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const TEXT_ALIGNS = ["left", "center", "right", "justify"] as const;

/** Content §3.5: the optional line under a table (its notes or source); its content is the text. */
export const TableSubCaption = Node.create({
  name: "tableSubCaption",
  content: `${GROUPS.inline}*`,
  defining: true,
  addAttributes: () =>
    defineAttributes({ ...COMMON_ATTRIBUTES, textAlign: withStyle(oneOf(TEXT_ALIGNS, null), "text-align") }),
  ...taggedElement("div", "tableSubCaption", { holds: true }),
});
