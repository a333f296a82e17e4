import { Node } from "@tiptap/core";
import { cssLength, defineAttributes, number, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.6: a picture inside a line of text; its width is unset (natural size) by default. */
export const InlineImage = Node.create({
  name: "inlineImage",
  group: GROUPS.inline,
  inline: true,
  atom: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      src: text(),
      alt: text(),
      width: cssLength(null),
      originWidth: number(null, { min: 0 }),
      originHeight: number(null, { min: 0 }),
    }),
  ...taggedElement("img", "inlineImage", { extra: ({ src, alt }) => ({ src, alt }) }),
});
