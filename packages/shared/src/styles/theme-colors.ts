// The theme colour and the two component backgrounds that follow from it (content §9: theme
// #00838FFF, light #00838F1F, dark #00838F29): the same colour at alpha 1F and 29. Any colour form
// the style calls accept becomes #RRGGBB first; a colour that is (partly) transparent has no theme.
import { isBoxColor } from "../validation/colors.ts";

export const THEME_ITEM_KEYS = {
  theme: "page.theme.color",
  light: "page.component.light",
  dark: "page.component.dark",
} as const;

const LIGHT_ALPHA = "1F";
const DARK_ALPHA = "29";

function hex(channel: number): string {
  return Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, "0")
    .toUpperCase();
}

function channel(text: string): number {
  return text.endsWith("%") ? (Number.parseFloat(text) / 100) * 255 : Number.parseFloat(text);
}

function alphaOf(text: string | undefined): number {
  if (text === undefined) return 1;
  return text.endsWith("%") ? Number.parseFloat(text) / 100 : Number.parseFloat(text);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** #RRGGBB of an opaque colour, or null for a transparent or unreadable one. */
export function opaqueHex(color: string): string | null {
  const value = color.trim();
  if (!isBoxColor(value)) return null;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/i.exec(value);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(value);
  const hexMatch = short ? short.map((part) => (part ? part + part : part)) : long;
  if (hexMatch) {
    const alpha = hexMatch[4];
    if (alpha !== undefined && alpha.toUpperCase() !== "FF") return null;
    return `#${hexMatch.slice(1, 4).join("").toUpperCase()}`;
  }
  const parts = /^(rgba?|hsla?)\((.*)\)$/i.exec(value);
  if (!parts?.[1] || parts[2] === undefined) return null;
  const [a, b, c, alpha] = parts[2].split(",").map((part) => part.trim());
  if (a === undefined || b === undefined || c === undefined || alphaOf(alpha) < 1) return null;
  const rgb = parts[1].toLowerCase().startsWith("rgb")
    ? [channel(a), channel(b), channel(c)]
    : hslToRgb(Number.parseFloat(a), Number.parseFloat(b), Number.parseFloat(c));
  return `#${rgb.map(hex).join("")}`;
}

/** The three page items a theme colour sets, or null when the colour cannot be a theme. */
export function themeColors(color: string): { theme: string; light: string; dark: string } | null {
  const base = opaqueHex(color);
  if (!base) return null;
  return { theme: `${base}FF`, light: `${base}${LIGHT_ALPHA}`, dark: `${base}${DARK_ALPHA}` };
}
