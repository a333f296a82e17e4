// HTML pasted from Word or a web page, sanitised before the editor parses it (DESIGN §5): scripts,
// event handlers and unsafe links go (DOMPurify); Word's conditional comments, <o:p>, mso-* styles,
// Mso classes and lang go, and ids (they could clash with the page's). Structure stays: headings,
// paragraphs, lists, tables, inline marks, and the data-* attributes our own nodes are copied with.
// Word's own shapes (list paragraphs, hyperlinks, 图/表 captions) go through the mapping the Word
// import shares (packages/schema/src/word/).
import { normalizeWordHtml } from "@textbook/schema";
import DOMPurify from "dompurify";

const FORBID_TAGS = ["style", "meta", "link", "title", "xml", "script", "iframe", "object", "embed", "form"];
const FORBID_ATTR = ["id", "lang"];

function withoutMsoDeclarations(style: string): string {
  return style
    .split(";")
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== "" && !/^mso-/i.test(declaration))
    .join("; ");
}

const purifier = DOMPurify();
purifier.addHook("uponSanitizeAttribute", (_node, data) => {
  if (data.attrName === "style") data.attrValue = withoutMsoDeclarations(data.attrValue);
  if (data.attrName === "class") data.attrValue = withoutMsoClasses(data.attrValue);
  // Empty data-* attributes are markers our parse rules look for (a caption's text element).
  if (data.attrValue === "" && !data.attrName.startsWith("data-")) data.keepAttr = false;
});

function withoutMsoClasses(classes: string): string {
  return classes
    .split(/\s+/)
    .filter((name) => name !== "" && !/^mso/i.test(name))
    .join(" ");
}

export function cleanPastedHtml(html: string): string {
  // Word's lists are read before the mso styles that mark them are dropped.
  const parsed = new DOMParser().parseFromString(html, "text/html");
  normalizeWordHtml(parsed.body);
  return purifier.sanitize(parsed.body.innerHTML, { FORBID_TAGS, FORBID_ATTR });
}
