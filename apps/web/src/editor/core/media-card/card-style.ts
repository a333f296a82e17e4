// A media card's own fonts, background and border (content §3.8 CARD_STYLE attributes), as inline
// style; unset attributes leave the stylesheet's book defaults (content §9) in place.
import { normaliseFontFamily, styleDefault } from "@textbook/shared";
import { attributeText } from "../node-view/attribute-text.ts";

type Attributes = Record<string, unknown>;

/** Every card's border defaults alike (content §9); the audio card's items stand for them all. */
const CARD_BORDER = {
  color: styleDefault("audio.border.color") ?? "",
  style: styleDefault("audio.border.style") ?? "",
  width: styleDefault("audio.border.width") ?? "",
};

/** Content §5: a background starting with http(s) is an image; anything else is a colour. */
export function backgroundValue(value: string): string {
  return /^https?:\/\//i.test(value) ? `url("${value.replace(/["\\]/g, "")}") center / cover` : value;
}

export function cardStyle(attrs: Attributes): Record<string, string> {
  const style: Record<string, string> = {};
  const background = attributeText(attrs.background);
  if (background) style.background = backgroundValue(background);
  // A card's own border is whole: the book's may be none (content §9 border colour type no-color),
  // so the parts the card leaves unset take the card border's content §9 defaults.
  const borderColor = attributeText(attrs.borderColor);
  const borderStyle = attributeText(attrs.borderStyle);
  const borderWidth = attributeText(attrs.borderWidth);
  if (borderColor || borderStyle || borderWidth) {
    const width = borderWidth ?? CARD_BORDER.width;
    style.borderColor = borderColor ?? CARD_BORDER.color;
    style.borderStyle = borderStyle ?? CARD_BORDER.style;
    style.borderWidth = /^\d+(\.\d+)?$/.test(width) ? `${width}px` : width;
  }
  // Western text first: a Western font has no Chinese glyphs, so Chinese falls through to the second.
  const fonts = [
    attributeText(attrs.enFontFamily) && normaliseFontFamily("en", String(attrs.enFontFamily).trim()),
    attributeText(attrs.zhFontFamily) && normaliseFontFamily("zh", String(attrs.zhFontFamily).trim()),
  ].filter(Boolean);
  if (fonts.length > 0) style.fontFamily = fonts.join(", ");
  return style;
}

/** Writes `style` over what the previous call wrote, leaving other properties alone. */
export function applyStyle(
  element: HTMLElement,
  style: Record<string, string>,
  previous: Record<string, string>,
): void {
  for (const name of Object.keys(previous)) if (!(name in style)) element.style.removeProperty(kebab(name));
  for (const [name, value] of Object.entries(style)) element.style.setProperty(kebab(name), value);
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
