import { Node } from "@tiptap/core";
import { cssLength, defineAttributes } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { IMAGE_FILE, ORIGIN_SIZE } from "../attributes/media-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.6: a picture inside a line of text; its width is unset (natural size) by default. */
export const InlineImage = Node.create({
  name: "inlineImage",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      ...IMAGE_FILE,
      width: cssLength(null),
      ...ORIGIN_SIZE,
    }),
  ...taggedElement("img", "inlineImage", { extra: ({ src, alt }) => ({ src, alt }) }),
});
