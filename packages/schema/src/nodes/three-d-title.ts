import { Node } from "@tiptap/core";
import { defineAttributes, text } from "../attributes/attribute-kinds.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.10: the title of a 3D box; it lives only inside one. */
export const ThreeDTitle = Node.create({
  name: "threeDTitle",
  atom: true,
  addAttributes: () => defineAttributes({ title: text() }),
  ...taggedElement("div", "threeDTitle", { label: "title" }),
});
