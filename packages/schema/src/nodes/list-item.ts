import { Node } from "@tiptap/core";

export const ListItem = Node.create({
  name: "listItem",
  content: "paragraph block*",
  defining: true,
  parseHTML: () => [{ tag: "li" }],
  renderHTML: ({ HTMLAttributes }) => ["li", HTMLAttributes, 0],
});
