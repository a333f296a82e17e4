import { Mark } from "@tiptap/core";

export const Subscript = Mark.create({
  name: "subscript",
  excludes: "superscript",
  parseHTML: () => [
    { tag: "sub" },
    { style: "vertical-align", getAttrs: (value) => (value === "sub" ? null : false) },
  ],
  renderHTML: ({ HTMLAttributes }) => ["sub", HTMLAttributes, 0],
});
