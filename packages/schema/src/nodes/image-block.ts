import { CONTENT_LIMITS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { cssLength, defineAttributes, flag, linkUrl, oneOf, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { IMAGE_FILE, ORIGIN_SIZE } from "../attributes/media-attributes.ts";
import { BOX_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const IMAGE_BLOCK_TYPES = ["CENTER", "FULL"] as const;

/** Content §3.6: a picture on its own line, centred or full width. */
export const ImageBlock = Node.create({
  name: "imageBlock",
  ...BOX_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      ...IMAGE_FILE,
      width: cssLength("100%", { minPx: CONTENT_LIMITS.imageBlockMinWidthPx }),
      height: cssLength("auto", { keywords: ["auto"] }),
      type: oneOf(IMAGE_BLOCK_TYPES, "CENTER"),
      ...ORIGIN_SIZE,
      isGif: flag("N"),
      showLoading: flag("N"),
      process: text(),
      link: linkUrl(),
      description: text(),
    }),
  ...taggedElement("img", "imageBlock", { extra: ({ src, alt }) => ({ src, alt }) }),
});
