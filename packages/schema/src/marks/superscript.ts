import { Mark } from "@tiptap/core";

export const Superscript = Mark.create({
  name: "superscript",
  excludes: "subscript",
  parseHTML: () => [
    { tag: "sup" },
    { style: "vertical-align", getAttrs: (value) => (value === "super" ? null : false) },
  ],
  renderHTML: ({ HTMLAttributes }) => ["sup", HTMLAttributes, 0],
});
