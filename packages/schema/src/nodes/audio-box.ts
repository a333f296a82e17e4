import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { defineAttributes, layout, text } from "../attributes/attribute-kinds.ts";
import { CARD_ILLUSTRATION, CARD_STYLE, COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { kgPoints } from "../attributes/kg-points.ts";
import { AUDIO_FILE } from "../attributes/media-attributes.ts";
import { BOX_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.9: an audio card with title, illustration and one of five layouts. */
export const AudioBox = Node.create({
  name: "audioBox",
  ...BOX_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      ...AUDIO_FILE,
      layout: layout(LAYOUT_COUNTS.audio),
      illustration: text(),
      // The uploaded illustration's and icon's attachments, whose fresh links the editor asks for
      // (illustration and icon keep the address they had when stored), as on the video and 3D cards.
      illustrationAttOid: text(),
      ...CARD_ILLUSTRATION,
      icon: text(),
      iconAttOid: text(),
      ...CARD_STYLE,
      kgPoints: kgPoints(),
    }),
  ...taggedElement("div", "audioBox", { label: "title" }),
});
