import { Node } from "@tiptap/core";
import { defineAttributes } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { kgPoints } from "../attributes/kg-points.ts";
import { AUDIO_FILE } from "../attributes/media-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.9: audio played from an icon in a line of text. */
export const InlineAudio = Node.create({
  name: "inlineAudio",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      ...AUDIO_FILE,
      kgPoints: kgPoints(),
    }),
  ...taggedElement("span", "inlineAudio", { label: "title" }),
});
