import { CONTENT_LIMITS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import {
  cssLength,
  defineAttributes,
  flag,
  linkUrl,
  number,
  oneOf,
  text,
} from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const IMAGE_BLOCK_TYPES = ["CENTER", "FULL"] as const;

/** Content §3.6: a picture on its own line, centred or full width. */
export const ImageBlock = Node.create({
  name: "imageBlock",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  atom: true,
  draggable: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      src: text(),
      alt: text(),
      width: cssLength("100%", { minPx: CONTENT_LIMITS.imageBlockMinWidthPx }),
      height: cssLength("auto", { keywords: ["auto"] }),
      type: oneOf(IMAGE_BLOCK_TYPES, "CENTER"),
      originWidth: number(null, { min: 0 }),
      originHeight: number(null, { min: 0 }),
      isGif: flag("N"),
      showLoading: flag("N"),
      process: text(),
      link: linkUrl(),
      description: text(),
    }),
  ...taggedElement("img", "imageBlock", { extra: ({ src, alt }) => ({ src, alt }) }),
});
