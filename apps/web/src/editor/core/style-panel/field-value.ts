// What a typed panel value becomes: the attribute value to write, or a Chinese reason it is refused
// (content §5). A refused value is never written; an empty one goes back to the book's style (null).
import { formatMessage, isBoxColor, MEDIA_PANEL_TEXTS } from "@textbook/shared";

const T = MEDIA_PANEL_TEXTS.invalid;

export type FieldValue = { value: string | number | null } | { problem: string };

export function numberValue(
  text: string,
  range: { min?: number; max?: number; asText?: boolean } = {},
): FieldValue {
  const trimmed = text.trim();
  if (trimmed === "") return { value: null };
  const number = Number(trimmed);
  if (!Number.isFinite(number)) return { problem: T.number };
  const { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY } = range;
  if (number < min || number > max) {
    return { problem: formatMessage(Number.isFinite(max) ? T.range : T.atLeast, { min, max }) };
  }
  return { value: range.asText ? String(number) : number };
}

/** Colours by the schema's box-colour rule: the text colour forms plus #RRGGBBAA and transparent. */
export function colorValue(text: string): FieldValue {
  const trimmed = text.trim();
  if (trimmed === "") return { value: null };
  return isBoxColor(trimmed) ? { value: trimmed } : { problem: T.color };
}

export const BACKGROUND_TYPES = ["no-color", "pure-color", "shading", "image"] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];

/** The no-color background: content §4's background type kept in the one background attribute. */
export const NO_COLOR = "transparent";
const SHADING = /^custom-shading-\d{3}$/;
const IMAGE_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Content §5: a background starting with http(s) is an image; otherwise a colour. A shading is named
 * custom-shading-NNN (content §9), and no colour is transparent. Null: the book's background.
 */
export function backgroundType(background: unknown): BackgroundType | null {
  if (typeof background !== "string" || background === "") return null;
  if (background === NO_COLOR) return "no-color";
  if (IMAGE_ADDRESS.test(background)) return "image";
  if (SHADING.test(background)) return "shading";
  return "pure-color";
}

export function backgroundValue(type: BackgroundType, text: string): FieldValue {
  const trimmed = text.trim();
  switch (type) {
    case "no-color":
      return { value: NO_COLOR };
    case "pure-color":
      return trimmed === "" || trimmed === NO_COLOR ? { problem: T.color } : colorValue(trimmed);
    case "shading":
      return SHADING.test(trimmed) ? { value: trimmed } : { problem: T.shading };
    case "image":
      return IMAGE_ADDRESS.test(trimmed) ? { value: trimmed } : { problem: T.imageUrl };
  }
}
