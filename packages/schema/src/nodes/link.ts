import { Node } from "@tiptap/core";
import { defineAttributes, flag, oneOf, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import {
  ADDRESS_TARGET_ATTRIBUTES,
  BOOK_TARGET_ATTRIBUTES,
  LINK_TYPES,
} from "../attributes/link-target-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/**
 * Content §3.13: a link in a line of text, shown as `title`. isValid N marks a link whose target
 * was deleted (the reader shows the target-not-found placeholder); isShowTitle Y shows the
 * target's own title instead.
 */
export const Link = Node.create({
  name: "link",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      type: oneOf(LINK_TYPES, "BOOK"),
      title: text(),
      ...BOOK_TARGET_ATTRIBUTES,
      ...ADDRESS_TARGET_ATTRIBUTES,
      isValid: flag("Y"),
      isShowTitle: flag("Y"),
    }),
  ...taggedElement("a", "link", {
    label: "title",
    extra: ({ type, url }) => ({ href: type === "URL" ? url : null }),
  }),
});
