// The document box's built-in icon (content §4: icon state default): a page with a folded corner,
// coloured and labelled by the document's type, as an SVG data address.
import type { DocumentType } from "@textbook/shared";
import { svgPicture, THEME } from "../../core/media-card/builtin-pictures.ts";

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

/** The type's badge; the theme's colour and ruled lines when the type is unknown. */
export function documentIcon(type: DocumentType | null): string {
  const badge = type ? DOCUMENT_BADGES[type] : { colour: THEME, word: "" };
  return svgPicture(
    28,
    28,
    `<path fill="${badge.colour}" d="M5 2h13l6 6v18H5z"/><path fill="#fff" opacity=".45" d="M18 2v6h6z"/>` +
      (badge.word
        ? `<text x="14.5" y="21" fill="#fff" font-family="Arial,sans-serif" font-size="7" font-weight="700" text-anchor="middle">${badge.word}</text>`
        : `<path stroke="#fff" stroke-width="1.6" d="M9 13h11M9 17h11M9 21h7"/>`),
  );
}
