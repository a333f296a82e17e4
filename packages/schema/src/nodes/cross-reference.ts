import { Node } from "@tiptap/core";
import { defineAttributes, flag, id, oneOf, oneOfNumbers, text } from "../attributes/attribute-kinds.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";
import { CAPTION_TYPES } from "./caption.ts";

/** Content §3.15: 1 placeholder (no target chosen yet), 2 live, 3 deleted (target missing or hidden). */
export const CROSS_REFERENCE_TYPES = { placeholder: 1, live: 2, deleted: 3 } as const;
export type CrossReferenceType = (typeof CROSS_REFERENCE_TYPES)[keyof typeof CROSS_REFERENCE_TYPES];

/**
 * A reference to a figure or table caption: targetOid is the box that holds the caption. content is
 * the text shown, derived from the target (see captions/resolve-cross-reference.ts).
 */
export const CrossReference = Node.create({
  name: "crossReference",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      oid: id(),
      targetOid: text(),
      targetCaptionOid: text(),
      targetCaptionType: oneOf(CAPTION_TYPES, null),
      content: text(),
      type: oneOfNumbers(Object.values(CROSS_REFERENCE_TYPES), CROSS_REFERENCE_TYPES.placeholder),
      isLink: flag("N"),
    }),
  ...taggedElement("span", "crossReference", { label: "content" }),
});
