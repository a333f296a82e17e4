import { Node } from "@tiptap/core";
import { defineAttributes, object, text } from "../attributes/attribute-kinds.ts";
import {
  CARD_ICON,
  COMMON_ATTRIBUTES,
  RESOURCE_LIBRARY_ORIGIN,
  ZJY_ORIGIN,
} from "../attributes/common-attributes.ts";
import { isPlainObject } from "../attributes/json-shapes.ts";
import { kgPoints } from "../attributes/kg-points.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.8: a video opened from an icon in a line of text. */
export const InlineVideo = Node.create({
  name: "inlineVideo",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      fileOid: text(),
      type: text(),
      title: text(),
      typeName: text(),
      coverAttOid: text(),
      firstFrameCoverAttOid: text(),
      ...CARD_ICON,
      kgPoints: kgPoints(),
      ...RESOURCE_LIBRARY_ORIGIN,
      ...ZJY_ORIGIN,
      transformObj: object("an object", isPlainObject),
    }),
  ...taggedElement("span", "inlineVideo", { label: "title" }),
});
