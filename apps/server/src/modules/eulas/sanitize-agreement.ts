// Agreement text is published HTML that every user's browser renders: only an allow-list of
// document tags stays (headings, paragraphs, emphasis, lists, links), links only to web or mail
// addresses and opening in a new tab. Scripts, styles, event handlers and everything else go.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "blockquote",
    "hr",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};

export function sanitizeAgreement(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
