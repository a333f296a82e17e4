import { CONTENT_LIMITS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { cssLength, defineAttributes } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { IMAGE_FILE, ORIGIN_SIZE } from "../attributes/media-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.6: a small icon in a line of text, at least 24px wide when a width is set. */
export const IconImage = Node.create({
  name: "iconImage",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      ...IMAGE_FILE,
      width: cssLength(null, { minPx: CONTENT_LIMITS.iconImageMinWidthPx }),
      ...ORIGIN_SIZE,
    }),
  ...taggedElement("img", "iconImage", { extra: ({ src, alt }) => ({ src, alt }) }),
});
