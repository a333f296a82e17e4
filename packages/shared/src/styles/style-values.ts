// The kinds of value a style item holds, each with the setter rule of content §5 that accepts it
// and the CSS it becomes (content §9 unit conversions). A value reaches CSS only through here, so
// nothing a user types can close a rule or open another.
import { isBoxColor } from "../validation/colors.ts";
import { STYLE_TEXTS } from "./style-texts.ts";

export type StyleValueKind =
  | { kind: "color" }
  | { kind: "font"; script: "zh" | "en" }
  /** A font size in px, written as rem (÷ 16). */
  | { kind: "font-size"; min: number; max: number }
  | { kind: "px"; min: number; max: number }
  | { kind: "em"; min: number; max: number }
  | { kind: "number"; min: number; max: number; step?: number }
  | { kind: "option"; options: readonly string[] }
  /**
   * A colour, or an image address (content §5 background setter: http or https is an image; so is
   * a link to one of our own files, /api/…, which no colour can start with).
   */
  | { kind: "background" }
  /** An image address, or empty for none. */
  | { kind: "image" };

export type SetterResult = { value: string } | { problem: string };

const FONT_NAME = /^[\p{L}\p{N} _-]{1,60}$/u;
const IMAGE_ADDRESS = /^(?:https?:\/\/|\/api\/)[^\s"'()\\<>]+$/i;
const ADDRESS_START = /^(?:https?:\/\/|\/api\/)/i;

/** Whether a stored value names an image rather than a colour or an option. */
export function isImageAddress(value: string): boolean {
  return ADDRESS_START.test(value);
}

/** Content §5: a Chinese 'serif' becomes 'sans-serif'; a Western 'serif' or 'sans-serif' becomes Arial. */
export function normaliseFontFamily(script: "zh" | "en", family: string): string {
  if (script === "zh") return family === "serif" ? "sans-serif" : family;
  return family === "serif" || family === "sans-serif" ? "Arial" : family;
}

/** Content §9: a font size in px as rem (÷ 16). */
export function fontSizeRem(px: number): string {
  return `${px / 16}rem`;
}

function inRange(raw: string, min: number, max: number): number | string {
  const trimmed = raw.trim();
  const value = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(value)) return STYLE_TEXTS.problems.number;
  if (value < min || value > max) {
    return STYLE_TEXTS.problems.range.replace("{min}", String(min)).replace("{max}", String(max));
  }
  return value;
}

/** Applies the setter rule: the value to store, or a Chinese reason it is refused. */
export function setStyleValue(type: StyleValueKind, raw: string): SetterResult {
  const value = raw.trim();
  switch (type.kind) {
    case "color":
      return isBoxColor(value) ? { value } : { problem: STYLE_TEXTS.problems.color };
    case "font":
      return FONT_NAME.test(value)
        ? { value: normaliseFontFamily(type.script, value) }
        : { problem: STYLE_TEXTS.problems.font };
    case "font-size":
    case "px":
    case "em":
    case "number": {
      const number = inRange(value, type.min, type.max);
      return typeof number === "number" ? { value: String(number) } : { problem: number };
    }
    case "option":
      return type.options.includes(value) ? { value } : { problem: STYLE_TEXTS.problems.option };
    case "background":
      if (isImageAddress(value)) {
        return IMAGE_ADDRESS.test(value) ? { value } : { problem: STYLE_TEXTS.problems.image };
      }
      return isBoxColor(value) ? { value } : { problem: STYLE_TEXTS.problems.color };
    case "image":
      return value === "" || IMAGE_ADDRESS.test(value) ? { value } : { problem: STYLE_TEXTS.problems.image };
  }
}

function cssImage(address: string): string {
  return `url("${address}")`;
}

function cssFont(family: string): string {
  return /^[a-z-]+$/i.test(family) ? family : `"${family}"`;
}

/** The CSS a stored (already set) value becomes. */
export function styleValueCss(type: StyleValueKind, value: string): string {
  switch (type.kind) {
    case "font":
      return cssFont(value);
    case "font-size":
      return fontSizeRem(Number(value));
    case "px":
      return `${value}px`;
    case "em":
      return `${value}em`;
    case "background":
      return isImageAddress(value) ? cssImage(value) : value;
    case "image":
      return value === "" ? "none" : cssImage(value);
    default:
      return value;
  }
}
