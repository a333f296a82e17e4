import { Node } from "@tiptap/core";
import { defineAttributes, flag, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { MEDIA_FILE } from "../attributes/media-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/**
 * Content §3.3: a formula kept as MathML and shown as an image. customEditor Y: it was written in
 * the custom formula editor, which reopens it from the MathML; src/fileOid hold the rendered image.
 */
export const FormulaImage = Node.create({
  name: "formulaImage",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      mathml: text(),
      customEditor: flag("N"),
      ...MEDIA_FILE,
    }),
  ...taggedElement("img", "formulaImage", { extra: ({ src }) => ({ src }) }),
});
