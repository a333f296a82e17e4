import { Node } from "@tiptap/core";
import { defineAttributes, flag, text } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/**
 * Content §3.5: a table with its numbered caption (type TABLE) and an optional sub caption under it.
 * title names the table where its caption is hidden or absent (the reference picker, lists of
 * tables); superCaption is a line shown above the table (its unit, say); hideTitle Y hides the
 * caption, and references to it then read as not found.
 */
export const TableBox = Node.create({
  name: "tableBox",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  content: "caption? table tableSubCaption?",
  isolating: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      title: text(),
      superCaption: text(),
      hideTitle: flag("N"),
    }),
  ...taggedElement("figure", "tableBox", { holds: true }),
});
