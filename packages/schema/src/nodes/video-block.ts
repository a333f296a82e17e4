import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.8: a bare video with its cover picture. */
export const VideoBlock = Node.create({
  name: "videoBlock",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  atom: true,
  draggable: true,
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
