import { Node } from "@tiptap/core";

export const OrderedList = Node.create({
  name: "orderedList",
  group: "block list",
  content: "listItem+",
  addAttributes() {
    return {
      start: {
        default: 1,
        validate: "number",
        parseHTML: (element: { getAttribute(name: string): string | null }) =>
          Number(element.getAttribute("start") ?? 1),
      },
    };
  },
  parseHTML: () => [{ tag: "ol" }],
  renderHTML: ({ node, HTMLAttributes }) => [
    "ol",
    node.attrs.start === 1 ? HTMLAttributes : { ...HTMLAttributes, start: node.attrs.start },
    0,
  ],
});
