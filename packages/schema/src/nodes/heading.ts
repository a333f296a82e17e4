import { Node } from "@tiptap/core";

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export const Heading = Node.create({
  name: "heading",
  group: "block",
  content: "inline*",
  defining: true,
  addAttributes() {
    return {
      level: {
        default: 1,
        // The tag carries the level (<h2>); it is not repeated as an attribute.
        rendered: false,
        // Checked by Node.check(): a level outside 1-6 is refused rather than rendered as <h7>.
        validate: (value: unknown) => {
          if (!HEADING_LEVELS.includes(value as (typeof HEADING_LEVELS)[number])) {
            throw new RangeError(`heading level must be 1-6, got ${JSON.stringify(value)}`);
          }
        },
      },
    };
  },
  parseHTML: () => HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
  renderHTML: ({ node, HTMLAttributes }) => [`h${node.attrs.level}`, HTMLAttributes, 0],
});
