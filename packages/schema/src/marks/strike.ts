import { Mark } from "@tiptap/core";

export const Strike = Mark.create({
  name: "strike",
  parseHTML: () => [
    { tag: "s" },
    { tag: "del" },
    { tag: "strike" },
    { style: "text-decoration", getAttrs: (value) => (value.includes("line-through") ? null : false) },
  ],
  renderHTML: ({ HTMLAttributes }) => ["s", HTMLAttributes, 0],
});
