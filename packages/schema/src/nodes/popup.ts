import { Node } from "@tiptap/core";
import { defineAttributes, flag, object, oneOf, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { isLinkTarget } from "../attributes/link-target-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const POPUP_TYPES = ["TEXT", "ICON"] as const;

/**
 * Content §3.13: a word (TEXT) or an icon (ICON) in a line that opens a popup with a description;
 * with isLink Y the popup also leads to `link` ({type: BOOK | URL | VIRTUAL, …its fields}).
 */
export const Popup = Node.create({
  name: "popup",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      type: oneOf(POPUP_TYPES, "TEXT"),
      title: text(),
      desc: text(),
      isLink: flag("N"),
      link: object("a link target {type: BOOK | URL | VIRTUAL, …}", isLinkTarget),
    }),
  ...taggedElement("span", "popup", { label: "title" }),
});
