import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { IDENTITY_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { BLOCK_LEAF } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.16: a mind map (a file of the book) shown by its cover. */
export const MindMapCard = Node.create({
  name: "mindMapCard",
  ...BLOCK_LEAF,
  addAttributes: () =>
    defineAttributes({
      ...IDENTITY_ATTRIBUTES,
      bookOid: text(),
      chapterOid: text(),
      sectionOid: text(),
      fileOid: text(),
      title: text(),
      mindMapFileOid: text(),
      mindMapCoverAttachmentOid: text(),
      mindMapCoverSrc: text(),
    }),
  ...taggedElement("div", "mindMapCard", { label: "title" }),
});
