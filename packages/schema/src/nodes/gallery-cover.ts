import { Node } from "@tiptap/core";
import { taggedElement } from "../html/tagged-element.ts";

/**
 * Content §3.12: a gallery's cover holds exactly two cover contents — the cover title line and
 * the cover description line, each a paragraph the author writes.
 */
export const GalleryCover = Node.create({
  name: "galleryCover",
  content: "paragraph{2}",
  isolating: true,
  ...taggedElement("div", "galleryCover", { holds: true }),
});
