// Text the theme writes on white reaches WCAG AA (4.5:1): the spec's bright error red (3.7:1) may
// colour borders and icons, but not a danger button's word or a field's error message.
import { expect, test } from "vitest";
import { theme } from "./theme.ts";

/** "#rrggbb" or "rgb(0 0 0 / 55%)" laid over white, as sRGB channels 0-255. */
function onWhite(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex)
    return [1, 2, 3].map((index) => Number.parseInt(hex[index] as string, 16)) as [number, number, number];
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)$/.exec(colour);
  if (!rgb) throw new Error(`unread colour ${colour}`);
  const alpha = Number(rgb[4]) / 100;
  return [1, 2, 3].map((index) => Number(rgb[index]) * alpha + 255 * (1 - alpha)) as [number, number, number];
}

function contrastOnWhite(colour: string): number {
  const [r, g, b] = onWhite(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

test.each([
  ["a danger button's text", theme.components?.Button?.colorError ?? theme.token?.colorError],
  ["a field's error message", theme.components?.Form?.colorError ?? theme.token?.colorError],
  ["a placeholder (a select's is measured as text)", theme.token?.colorTextPlaceholder],
  ["secondary text", theme.token?.colorTextDescription],
])("%s reaches 4.5:1 on white", (_, colour) => {
  expect(colour).toBeDefined();
  expect(contrastOnWhite(colour as string)).toBeGreaterThanOrEqual(4.5);
});
