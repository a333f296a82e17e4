import { LAYOUT_COUNTS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { defineAttributes, flag, layout, number, object, text } from "../attributes/attribute-kinds.ts";
import {
  CARD_ICON,
  CARD_STYLE,
  COMMON_ATTRIBUTES,
  RESOURCE_LIBRARY_ORIGIN,
  ZJY_ORIGIN,
} from "../attributes/common-attributes.ts";
import { isPlainObject } from "../attributes/json-shapes.ts";
import { kgPoints } from "../attributes/kg-points.ts";
import { BOX_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.8: a video card with title, cover, layout and the book's shared look. */
export const VideoBox = Node.create({
  name: "videoBox",
  ...BOX_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      type: text(),
      src: text(),
      fileName: text(),
      coverAttOid: text(),
      coverSrc: text(),
      typeName: text(),
      title: text(),
      layout: layout(LAYOUT_COUNTS.video),
      // Upload progress 0-100 while the file is on its way; null once it is stored.
      progress: number(null, { min: 0 }),
      firstFrameCoverSrc: text(),
      firstFrameCoverAttOid: text(),
      ...CARD_STYLE,
      ...CARD_ICON,
      useBookLayout: flag("Y"),
      useBookCover: flag("Y"),
      useCustomCover: flag("N"),
      kgPoints: kgPoints(),
      ...RESOURCE_LIBRARY_ORIGIN,
      ...ZJY_ORIGIN,
      // The transcoding result the media service returned, kept as it came.
      transformObj: object("an object", isPlainObject),
    }),
  ...taggedElement("div", "videoBox", { label: "title" }),
});
