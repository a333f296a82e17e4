import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { BOX_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.8: a bare video with its cover picture. */
export const VideoBlock = Node.create({
  name: "videoBlock",
  ...BOX_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      src: text(),
      coverOid: text(),
      coverSrc: text(),
    }),
  ...taggedElement("video", "videoBlock", {
    extra: ({ src, coverSrc }) => ({ src, poster: coverSrc, controls: true }),
  }),
});
