import { CONTENT_TEXTS, formatMessage } from "@textbook/shared";
import { mergeAttributes, Node } from "@tiptap/core";
import { defineAttributes, number } from "../attributes/attribute-kinds.ts";
import { IDENTITY_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { INLINE_LEAF } from "../content-groups.ts";

/** Content §3.3: a blank to fill in, shown as 'fill N'. */
export const FillBlank = Node.create({
  name: "fillBlank",
  ...INLINE_LEAF,
  addAttributes: () =>
    defineAttributes({ ...IDENTITY_ATTRIBUTES, fillIndex: number(1, { integer: true, min: 1 }) }),
  parseHTML: () => [{ tag: 'span[data-type="fillBlank"]', priority: 60 }],
  renderHTML: ({ node, HTMLAttributes }) => [
    "span",
    mergeAttributes({ "data-type": "fillBlank" }, HTMLAttributes),
    formatMessage(CONTENT_TEXTS.fillBlankLabel, { index: node.attrs.fillIndex }),
  ],
});
