import { Node } from "@tiptap/core";
import { defineAttributes, oneOf, refuse, withStyle } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
/** Content §5: any other align is not accepted (parsed as null: the book style's align). */
export const HEADING_ALIGNS = ["left", "right", "center", "justify"] as const;

export const Heading = Node.create({
  name: "heading",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  content: "inline*",
  defining: true,
  addAttributes: () => ({
    level: {
      default: 1,
      // The tag carries the level (<h2>); it is not repeated as an attribute.
      rendered: false,
      // Checked by Node.check(): a level outside 1-6 is refused rather than rendered as <h7>.
      validate: (value: unknown) => {
        if (!HEADING_LEVELS.includes(value as (typeof HEADING_LEVELS)[number])) {
          refuse("heading level", "1-6", value);
        }
      },
    },
    ...defineAttributes({
      ...COMMON_ATTRIBUTES,
      align: withStyle(oneOf(HEADING_ALIGNS, null), "text-align"),
    }),
  }),
  parseHTML: () => HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
  renderHTML: ({ node, HTMLAttributes }) => [`h${node.attrs.level}`, HTMLAttributes, 0],
});
