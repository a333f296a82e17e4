// The pictures a card shows when its author uploaded none: the built-in icons (content §4: icon
// state default; content §9 page defaults) and the book's static illustrations (§3.17), as SVG data
// addresses, so they need no request and no attachment. Every card draws both from its subject's
// glyph, so the areas differ only by the table below.

export const THEME = "#00838F";

export function svgPicture(width: number, height: number, body: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

const CUBE =
  `<path fill="#fff" d="M14 5l8 4.5v9L14 23l-8-4.5v-9z" opacity=".35"/>` +
  `<path fill="none" stroke="#fff" stroke-width="1.6" stroke-linejoin="round" d="M14 5l8 4.5v9L14 23l-8-4.5v-9zM6 9.5l8 4.5 8-4.5M14 14v9"/>`;

/**
 * Each subject's white glyph, drawn inside a 28 × 28 tile, and how many times an illustration
 * enlarges it: 3 for glyphs that fill their tile, 4 for the 16 × 16 ones drawn at (6, 6).
 */
const GLYPHS = {
  video: { glyph: `<path fill="#fff" d="M10 7v14l11-7z"/>`, scale: 3 },
  audio: { glyph: `<path fill="#fff" d="M14 6v9.3a3.5 3.5 0 1 0 2 3.2V10h5V6z"/>`, scale: 3 },
  threeD: { glyph: CUBE, scale: 3 },
  // A page: the document box's illustration (its icon is the document type's, document-icon.ts).
  document: {
    glyph:
      `<path fill="#fff" opacity=".9" d="M6 2h11l6 6v18H6z"/><path fill="#fff" opacity=".5" d="M17 2v6h6z"/>` +
      `<path stroke="${THEME}" stroke-width="1.4" d="M10 13h9M10 17h9M10 21h6"/>`,
    scale: 3,
  },
  // A flask: a simulated experiment.
  "virtual-simulation": {
    glyph: `<path fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round" d="M11 6h6M12 6v6l-5 9h14l-5-9V6"/>`,
    scale: 4,
  },
  // A wrench: a practical project.
  "practical-project": {
    glyph: `<path fill="#fff" d="M19.5 6.5a4 4 0 0 0-4.7 5.3L7 19.6 8.4 21l7.8-7.8a4 4 0 0 0 5.3-4.7l-2.4 2.4-2-.6-.6-2z"/>`,
    scale: 4,
  },
  // An open book: extended reading.
  reading: {
    glyph: `<path fill="#fff" d="M6 8c2.6-.6 5.2-.2 7.3 1.3V21c-2.1-1.4-4.7-1.8-7.3-1.3zm16 0c-2.6-.6-5.2-.2-7.3 1.3V21c2.1-1.4 4.7-1.8 7.3-1.3z"/>`,
    scale: 4,
  },
  // A checked list: a quiz.
  interaction: {
    glyph: `<path fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" d="M7 9l2 2 3-3M7 17l2 2 3-3M15 10h6M15 18h6"/>`,
    scale: 4,
  },
  // A flag: a custom activity.
  activity: { glyph: `<path fill="#fff" d="M8 6h1.8v16H8zM10.6 7h10l-2.4 4 2.4 4h-10z"/>`, scale: 4 },
};

export type CardSubject = keyof typeof GLYPHS;

const PICTURES = new Map<string, string>();

function remembered(key: string, draw: () => string): string {
  let picture = PICTURES.get(key);
  if (picture === undefined) {
    picture = draw();
    PICTURES.set(key, picture);
  }
  return picture;
}

/** The subject's glyph on a rounded tile of the theme's colour. */
export function builtinIcon(subject: CardSubject): string {
  return remembered(`icon:${subject}`, () =>
    svgPicture(28, 28, `<rect width="28" height="28" rx="6" fill="${THEME}"/>${GLYPHS[subject].glyph}`),
  );
}

/** The book's illustration: the subject's glyph on a gradient, wide across the card, square beside its text. */
export function bookIllustration(subject: CardSubject, wide: boolean): string {
  return remembered(`illustration:${subject}:${wide}`, () => {
    const { glyph, scale } = GLYPHS[subject];
    const [width, height] = wide ? [640, 200] : [200, 200];
    // The enlarged 28 × 28 tile, centred on the ring.
    const offset = 14 * scale;
    return svgPicture(
      width,
      height,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${THEME}"/>` +
        `<stop offset="1" stop-color="#4FB3BF"/></linearGradient></defs>` +
        `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
        `<circle cx="${width / 2}" cy="100" r="60" fill="#ffffff26"/>` +
        `<g transform="translate(${width / 2 - offset} ${100 - offset}) scale(${scale})">${glyph}</g>`,
    );
  });
}
