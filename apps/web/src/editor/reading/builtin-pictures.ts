// The pictures a link box or an extended reading card shows when the author uploaded none: the
// built-in icons (content §9 page defaults: virtual link box, training link box, extended reading)
// and the book's static illustration for the layouts that show one (§3.17), as SVG data addresses,
// so they need no request and no attachment.

const THEME = "#00838F";

function svg(width: number, height: number, body: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** White 16 × 16 glyphs drawn at (6, 6) inside a 28 × 28 tile. */
const GLYPHS = {
  // A flask: a simulated experiment.
  "virtual-simulation": `<path fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round" d="M11 6h6M12 6v6l-5 9h14l-5-9V6"/>`,
  // A wrench: a practical project.
  "practical-project": `<path fill="#fff" d="M19.5 6.5a4 4 0 0 0-4.7 5.3L7 19.6 8.4 21l7.8-7.8a4 4 0 0 0 5.3-4.7l-2.4 2.4-2-.6-.6-2z"/>`,
  // An open book: extended reading.
  reading: `<path fill="#fff" d="M6 8c2.6-.6 5.2-.2 7.3 1.3V21c-2.1-1.4-4.7-1.8-7.3-1.3zm16 0c-2.6-.6-5.2-.2-7.3 1.3V21c2.1-1.4 4.7-1.8 7.3-1.3z"/>`,
};

export type PictureSubject = keyof typeof GLYPHS;

export function builtinIcon(subject: PictureSubject): string {
  return svg(28, 28, `<rect width="28" height="28" rx="6" fill="${THEME}"/>${GLYPHS[subject]}`);
}

function illustration(subject: PictureSubject, wide: boolean): string {
  const [width, height] = wide ? [640, 200] : [200, 200];
  const centreX = width / 2;
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${THEME}"/>` +
      `<stop offset="1" stop-color="#4FB3BF"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${centreX}" cy="100" r="60" fill="#ffffff26"/>` +
      `<g transform="translate(${centreX - 56} 44) scale(4)">${GLYPHS[subject]}</g>`,
  );
}

const ILLUSTRATIONS = new Map<string, string>();

/** The book's illustration for a subject: wide across the card, square beside its text. */
export function bookIllustration(subject: PictureSubject, wide: boolean): string {
  const key = `${subject}:${wide}`;
  let picture = ILLUSTRATIONS.get(key);
  if (!picture) {
    picture = illustration(subject, wide);
    ILLUSTRATIONS.set(key, picture);
  }
  return picture;
}
