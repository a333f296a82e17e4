import { Node } from "@tiptap/core";

export const BulletList = Node.create({
  name: "bulletList",
  group: "block list",
  content: "listItem+",
  parseHTML: () => [{ tag: "ul" }],
  renderHTML: ({ HTMLAttributes }) => ["ul", HTMLAttributes, 0],
});
