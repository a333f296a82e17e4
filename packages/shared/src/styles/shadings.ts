// The book's named background patterns (content §9 shading custom-shading-001 …), drawn as SVG in
// the given colour. Content §4: a shading background is shown as an image address, so the preview,
// the editor and built books all draw it with the same url().
import type { SHADINGS } from "./style-catalogue.ts";

type Shading = (typeof SHADINGS)[number];

/** Each pattern's tile: size and the marks drawn in the colour. */
const PATTERNS: Record<Shading, { size: number; marks: string }> = {
  // Diagonal stripes.
  "custom-shading-001": { size: 24, marks: `<path d="M-6 6l12-12M0 24L24 0M18 30l12-12" stroke-width="6"/>` },
  // Dots.
  "custom-shading-002": {
    size: 20,
    marks: `<circle cx="10" cy="10" r="3" stroke="none" fill-opacity=".35"/>`,
  },
  // A fine grid.
  "custom-shading-003": { size: 16, marks: `<path d="M0 .5h16M.5 0v16" stroke-width="1"/>` },
};

/** Colours in the pattern are drawn translucent over the colour itself (the block's base). */
export function shadingImage(name: string, colour: string): string {
  const pattern = PATTERNS[name as Shading] ?? PATTERNS["custom-shading-001"];
  const { size, marks } = pattern;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${colour}"/>` +
    `<g stroke="#ffffff" stroke-opacity=".18" fill="#ffffff">${marks}</g></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
