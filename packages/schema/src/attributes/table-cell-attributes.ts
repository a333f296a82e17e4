import { isBoxColor } from "@textbook/shared";
import {
  asHtmlAttribute,
  defineAttributes,
  number,
  object,
  oneOf,
  text,
  textMatching,
  withStyle,
} from "./attribute-kinds.ts";

export const CELL_VERTICAL_ALIGNS = ["top", "middle", "bottom"] as const;

const isColumnWidths = (value: unknown) =>
  Array.isArray(value) && value.every((width) => typeof width === "number" && width >= 0);

/**
 * Content §3.5, for body and header cells alike. colspan, rowspan and colwidth are the ones
 * prosemirror-tables reads; indent is in em, size the font size in px, lineHeight a factor; null
 * follows the book's table style.
 */
export function tableCellAttributes() {
  return defineAttributes({
    colspan: asHtmlAttribute(number(1, { integer: true, min: 1 }), "colspan"),
    rowspan: asHtmlAttribute(number(1, { integer: true, min: 1 }), "rowspan"),
    colwidth: object("a list of column widths in px", isColumnWidths),
    borderColor: withStyle(textMatching(isBoxColor, "a colour"), "border-color"),
    background: withStyle(textMatching(isBoxColor, "a colour"), "background-color"),
    zhFontFamily: text(),
    enFontFamily: text(),
    indent: withStyle(number(null, { min: 0 }), "text-indent", "em"),
    size: withStyle(number(null, { min: 1 }), "font-size", "px"),
    lineHeight: withStyle(number(null, { min: 0 }), "line-height"),
    verticalAlign: withStyle(oneOf(CELL_VERTICAL_ALIGNS, null), "vertical-align"),
  });
}
