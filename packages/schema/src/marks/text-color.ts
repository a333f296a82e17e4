import { isTextColor } from "@textbook/shared";
import { Mark } from "@tiptap/core";
import { refuse } from "../attributes/attribute-kinds.ts";

interface ColoredElement {
  getAttribute(name: string): string | null;
  style?: { color?: string };
}

/**
 * Content §5: a colour that is not rgb, rgba, hex (3 or 6 digits), hsl or hsla is ignored on parse
 * (the text keeps no colour) and refused by Node.check().
 */
export const TextColor = Mark.create({
  name: "textColor",
  addAttributes: () => ({
    color: {
      isRequired: true,
      validate: (value: unknown) => {
        if (typeof value !== "string" || !isTextColor(value)) {
          refuse("textColor color", "rgb, rgba, hex (3 or 6 digits), hsl or hsla", value);
        }
      },
      // The parse rule below reads the colour; written as data-color for a lossless round trip and
      // as CSS so exported HTML shows it.
      parseHTML: () => null,
      renderHTML: (attributes: Record<string, unknown>) => ({
        "data-color": attributes.color,
        style: `color: ${String(attributes.color)}`,
      }),
    },
  }),
  parseHTML: () => [
    {
      tag: "span",
      getAttrs: (element) => {
        const source = element as unknown as ColoredElement;
        const color = source.getAttribute("data-color") ?? source.style?.color ?? "";
        return isTextColor(color) ? { color: color.trim() } : false;
      },
    },
  ],
  renderHTML: ({ HTMLAttributes }) => ["span", HTMLAttributes, 0],
});
