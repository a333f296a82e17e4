import { CONTENT_LIMITS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { cssLength, defineAttributes, number, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.6: a small icon in a line of text, at least 24px wide when a width is set. */
export const IconImage = Node.create({
  name: "iconImage",
  group: GROUPS.inline,
  inline: true,
  atom: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      src: text(),
      alt: text(),
      width: cssLength(null, { minPx: CONTENT_LIMITS.iconImageMinWidthPx }),
      originWidth: number(null, { min: 0 }),
      originHeight: number(null, { min: 0 }),
    }),
  ...taggedElement("img", "iconImage", { extra: ({ src, alt }) => ({ src, alt }) }),
});
