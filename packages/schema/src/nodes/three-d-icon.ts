import { Node } from "@tiptap/core";
import { taggedElement } from "../html/tagged-element.ts";

/** Content §3.10: the icon of a 3D box; it has no attributes (the box holds the icon's source). */
export const ThreeDIcon = Node.create({
  name: "threeDIcon",
  atom: true,
  ...taggedElement("div", "threeDIcon"),
});
