import { Mark } from "@tiptap/core";

/** Inline code: no other mark applies inside it. */
export const Code = Mark.create({
  name: "code",
  excludes: "_",
  code: true,
  parseHTML: () => [{ tag: "code" }],
  renderHTML: ({ HTMLAttributes }) => ["code", HTMLAttributes, 0],
});
