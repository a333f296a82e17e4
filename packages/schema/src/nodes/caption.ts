import { CONTENT_TEXTS } from "@textbook/shared";
import { mergeAttributes, Node } from "@tiptap/core";
import { defineAttributes, flag, number, oneOf, text, word } from "../attributes/attribute-kinds.ts";
import { CAPTION_NUMBERING } from "../attributes/caption-numbering.ts";
import { IDENTITY_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { type CaptionLabelFields, captionLabel } from "../captions/caption-label.ts";
import { GROUPS } from "../content-groups.ts";

export const CAPTION_TYPES = ["IMAGE", "TABLE"] as const;
export type CaptionType = (typeof CAPTION_TYPES)[number];
export { NOTE_TITLE_STYLES, type NoteTitleStyle } from "../attributes/caption-numbering.ts";

/**
 * Content §3.7: the numbered caption of a figure or a table. Its content is the title text; the
 * label and number before it (图1-2) are derived from its attributes (see captions/), and shown,
 * not edited. hideTitle Y hides it, and cross references to it then read as not found.
 */
export const Caption = Node.create({
  name: "caption",
  content: `${GROUPS.inline}*`,
  defining: true,
  addAttributes: () =>
    defineAttributes({
      ...IDENTITY_ATTRIBUTES,
      type: oneOf(CAPTION_TYPES, "IMAGE"),
      label: text(),
      index: number(null, { integer: true, min: 1 }),
      ...CAPTION_NUMBERING,
      noteTitleImageTag: word(CONTENT_TEXTS.captionImageTag),
      noteTitleTableTag: word(CONTENT_TEXTS.captionTableTag),
      hideTitle: flag("N"),
    }),
  // The label is written before the title for readers of exported HTML and skipped when parsing.
  parseHTML: () => [{ tag: 'div[data-type="caption"]', contentElement: "[data-caption-text]", priority: 60 }],
  renderHTML: ({ node, HTMLAttributes }) => [
    "div",
    mergeAttributes({ "data-type": "caption" }, HTMLAttributes),
    ["span", { "data-caption-label": "" }, captionLabel(node.attrs as CaptionLabelFields)],
    ["span", { "data-caption-text": "" }, 0],
  ],
});
