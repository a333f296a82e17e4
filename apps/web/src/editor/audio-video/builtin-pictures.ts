// The pictures a box shows when nothing was uploaded: the built-in icons (content §4: icon state
// default) and the book's default audio illustration for each layout (§3.17: static images), as
// SVG data addresses so they need no request and no attachment.

const THEME = "#00838F";

function svg(width: number, height: number, body: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

const NOTE = `<path fill="#fff" d="M14 6v9.3a3.5 3.5 0 1 0 2 3.2V10h5V6z"/>`;
const PLAY = `<path fill="#fff" d="M10 7v14l11-7z"/>`;

export const BUILTIN_ICONS = {
  video: svg(28, 28, `<rect width="28" height="28" rx="6" fill="${THEME}"/>${PLAY}`),
  audio: svg(28, 28, `<rect width="28" height="28" rx="6" fill="${THEME}"/>${NOTE}`),
};

/** Wide above the text (layout-004), square beside it (layout-002, layout-003). */
function illustration(wide: boolean): string {
  const [width, height] = wide ? [640, 200] : [200, 200];
  const centreX = width / 2;
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00838F"/>` +
      `<stop offset="1" stop-color="#4FB3BF"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${centreX}" cy="100" r="56" fill="#ffffff26"/>` +
      `<g transform="translate(${centreX - 42} 58) scale(3)">${NOTE}</g>`,
  );
}

const WIDE = illustration(true);
const SQUARE = illustration(false);

export function bookAudioIllustration(layout: string): string {
  return layout === "layout-004" ? WIDE : SQUARE;
}
