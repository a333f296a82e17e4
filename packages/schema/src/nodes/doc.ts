import { Node } from "@tiptap/core";

/** The top node of every content file. */
export const Doc = Node.create({
  name: "doc",
  topNode: true,
  content: "block+",
});
