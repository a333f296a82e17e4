// Rendered HTML as XHTML for an EPUB's content documents, which must be well-formed XML: parsed as a
// browser parses it (happy-dom) and written back by the XML serializer (void elements closed,
// attributes quoted, MathML and SVG in their namespaces). XHTML has no named entities but XML's
// five, so the serializer's &nbsp; is written as its number.
import { Window } from "happy-dom";

let window: Window | null = null;

/** The HTML parsed as a browser parses it (also what the DOCX export walks). */
export function parseHtml(html: string) {
  window ??= new Window();
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return template;
}

export function htmlToXhtml(html: string): string {
  const template = parseHtml(html);
  const serializer = new (window as Window).XMLSerializer();
  let xhtml = "";
  for (const node of template.content.childNodes) xhtml += serializer.serializeToString(node);
  return xhtml.replaceAll("&nbsp;", "&#160;");
}
