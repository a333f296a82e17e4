// Colours as content §5 accepts them. A text colour is rgb, rgba, hex (3 or 6 digits), hsl or hsla.
const NUMBER = String.raw`\d+(?:\.\d+)?|\.\d+`;
const CHANNEL = String.raw`\s*(${NUMBER})(%?)\s*`;
const ALPHA = String.raw`\s*(?:${NUMBER})%?\s*`;
const RGB = new RegExp(String.raw`^rgb\(${CHANNEL},${CHANNEL},${CHANNEL}\)$`, "i");
const RGBA = new RegExp(String.raw`^rgba\(${CHANNEL},${CHANNEL},${CHANNEL},${ALPHA}\)$`, "i");
const HSL = new RegExp(
  String.raw`^hsl\(\s*(?:${NUMBER})(?:deg)?\s*,\s*(?:${NUMBER})%\s*,\s*(?:${NUMBER})%\s*\)$`,
  "i",
);
const HSLA = new RegExp(
  String.raw`^hsla\(\s*(?:${NUMBER})(?:deg)?\s*,\s*(?:${NUMBER})%\s*,\s*(?:${NUMBER})%\s*,${ALPHA}\)$`,
  "i",
);
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isTextColor(value: string): boolean {
  const color = value.trim();
  if (HEX.test(color) || HSL.test(color) || HSLA.test(color)) return true;
  const channels = RGB.exec(color) ?? RGBA.exec(color);
  if (!channels) return false;
  // Each channel is 0-255, or 0-100 when written as a percentage.
  for (let at = 1; at <= 5; at += 2) {
    const limit = channels[at + 1] === "%" ? 100 : 255;
    if (Number(channels[at]) > limit) return false;
  }
  return true;
}

// Colours of rules, borders and cell backgrounds: the text colour forms, plus the 4- and 8-digit
// hex the book styles use styles use (#00838FFF) and transparent.
const ALPHA_HEX = /^#(?:[0-9a-f]{4}|[0-9a-f]{8})$/i;

export function isBoxColor(value: string): boolean {
  return isTextColor(value) || ALPHA_HEX.test(value.trim()) || value.trim() === "transparent";
}
