// The pictures a 3D or document box shows when nothing was uploaded (content §4: icon state
// default; §3.17: the book's default illustrations are static images), as SVG data addresses that
// need no request and no attachment.
import type { DocumentType } from "@textbook/shared";

const THEME = "#00838F";

function svg(width: number, height: number, body: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

const CUBE =
  `<path fill="#fff" d="M14 5l8 4.5v9L14 23l-8-4.5v-9z" opacity=".35"/>` +
  `<path fill="none" stroke="#fff" stroke-width="1.6" stroke-linejoin="round" d="M14 5l8 4.5v9L14 23l-8-4.5v-9zM6 9.5l8 4.5 8-4.5M14 14v9"/>`;

export const THREE_D_ICON = svg(28, 28, `<rect width="28" height="28" rx="6" fill="${THEME}"/>${CUBE}`);

/** Each document type's colour and the short word on its icon. */
const DOCUMENT_BADGES: Record<DocumentType, { colour: string; word: string }> = {
  PDF: { colour: "#E5483F", word: "PDF" },
  DOC: { colour: "#2B6CD8", word: "DOC" },
  DOCX: { colour: "#2B6CD8", word: "DOC" },
  XLS: { colour: "#1F8A4C", word: "XLS" },
  XLSX: { colour: "#1F8A4C", word: "XLS" },
  PPT: { colour: "#D9622B", word: "PPT" },
  PPTX: { colour: "#D9622B", word: "PPT" },
};

/** A page with a folded corner, coloured and labelled by the document's type (the theme's when unknown). */
export function documentIcon(type: DocumentType | null): string {
  const badge = type ? DOCUMENT_BADGES[type] : { colour: THEME, word: "" };
  return svg(
    28,
    28,
    `<path fill="${badge.colour}" d="M5 2h13l6 6v18H5z"/><path fill="#fff" opacity=".45" d="M18 2v6h6z"/>` +
      (badge.word
        ? `<text x="14.5" y="21" fill="#fff" font-family="Arial,sans-serif" font-size="7" font-weight="700" text-anchor="middle">${badge.word}</text>`
        : `<path stroke="#fff" stroke-width="1.6" d="M9 13h11M9 17h11M9 21h7"/>`),
  );
}

/** The book's default illustration: a scene with the block's symbol, square beside the title, wide above it. */
function illustration(symbol: string, wide: boolean): string {
  const [width, height] = wide ? [640, 200] : [200, 200];
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00838F"/>` +
      `<stop offset="1" stop-color="#4FB3BF"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width / 2}" cy="100" r="60" fill="#ffffff26"/>` +
      `<g transform="translate(${width / 2 - 42} 58) scale(3)">${symbol}</g>`,
  );
}

const PAGE =
  `<path fill="#fff" opacity=".9" d="M6 2h11l6 6v18H6z"/><path fill="#fff" opacity=".5" d="M17 2v6h6z"/>` +
  `<path stroke="${THEME}" stroke-width="1.4" d="M10 13h9M10 17h9M10 21h6"/>`;

export const BOOK_ILLUSTRATIONS = {
  threeD: { square: illustration(CUBE, false), wide: illustration(CUBE, true) },
  document: { square: illustration(PAGE, false), wide: illustration(PAGE, true) },
};
