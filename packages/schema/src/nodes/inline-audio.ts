import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { kgPoints } from "../attributes/kg-points.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.9: audio played from an icon in a line of text. */
export const InlineAudio = Node.create({
  name: "inlineAudio",
  group: GROUPS.inline,
  inline: true,
  atom: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      src: text(),
      name: text(),
      title: text(),
      kgPoints: kgPoints(),
    }),
  ...taggedElement("span", "inlineAudio", { label: "title" }),
});
