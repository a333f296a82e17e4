import { Node } from "@tiptap/core";
import { defineAttributes } from "../attributes/attribute-kinds.ts";
import { EXTENDED_READING_ATTRIBUTES } from "../attributes/extended-reading-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.14: extended reading opened from an icon in a line of text. */
export const ExtendedReadingInline = Node.create({
  name: "extendedReadingInline",
  ...INLINE_LEAF,
  addAttributes: () => defineAttributes(EXTENDED_READING_ATTRIBUTES),
  ...taggedElement("span", "extendedReadingInline", { label: "title" }),
});
