import { Mark } from "@tiptap/core";

export const Italic = Mark.create({
  name: "italic",
  parseHTML: () => [{ tag: "em" }, { tag: "i" }],
  renderHTML: ({ HTMLAttributes }) => ["em", HTMLAttributes, 0],
});
