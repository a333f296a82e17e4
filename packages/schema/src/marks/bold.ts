import { Mark } from "@tiptap/core";

export const Bold = Mark.create({
  name: "bold",
  parseHTML: () => [{ tag: "strong" }, { tag: "b" }],
  renderHTML: ({ HTMLAttributes }) => ["strong", HTMLAttributes, 0],
});
