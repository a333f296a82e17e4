// The pictures an interaction box and a custom activity box show when the author uploaded none: the
// built-in icons (content §9 page defaults: the interaction icon has a default and a custom state)
// and the book's static illustration for the layouts that show one (§3.17), as SVG data addresses,
// so they need no request and no attachment.

const THEME = "#00838F";

function svg(width: number, height: number, body: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** White glyphs drawn inside a 28 × 28 tile. */
const GLYPHS = {
  // A checked list: a quiz.
  interaction: `<path fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" d="M7 9l2 2 3-3M7 17l2 2 3-3M15 10h6M15 18h6"/>`,
  // A flag: an activity.
  activity: `<path fill="#fff" d="M8 6h1.8v16H8zM10.6 7h10l-2.4 4 2.4 4h-10z"/>`,
};

export type PictureSubject = keyof typeof GLYPHS;

export function builtinIcon(subject: PictureSubject): string {
  return svg(28, 28, `<rect width="28" height="28" rx="6" fill="${THEME}"/>${GLYPHS[subject]}`);
}

const ILLUSTRATIONS = new Map<boolean, string>();

/** The book's interaction illustration: wide above the text (layout-004), square beside it. */
export function bookIllustration(wide: boolean): string {
  const known = ILLUSTRATIONS.get(wide);
  if (known) return known;
  const [width, height] = wide ? [640, 200] : [200, 200];
  const centreX = width / 2;
  const picture = svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${THEME}"/>` +
      `<stop offset="1" stop-color="#4FB3BF"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${centreX}" cy="100" r="60" fill="#ffffff26"/>` +
      `<g transform="translate(${centreX - 56} 44) scale(4)">${GLYPHS.interaction}</g>`,
  );
  ILLUSTRATIONS.set(wide, picture);
  return picture;
}
