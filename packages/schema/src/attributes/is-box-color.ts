import { isTextColor } from "./is-text-color.ts";

// Colours of rules, borders and cell backgrounds: the text colour forms, plus the 4- and 8-digit
// hex the book styles use (#00838FFF) and transparent.
const ALPHA_HEX = /^#(?:[0-9a-f]{4}|[0-9a-f]{8})$/i;

export function isBoxColor(value: string): boolean {
  return isTextColor(value) || ALPHA_HEX.test(value.trim()) || value.trim() === "transparent";
}
