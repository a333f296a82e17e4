/// <reference lib="dom" />
// Content §3.13: a web link is the link node (type URL), an atom that shows its title. Word writes
// hyperlinks as plain <a href>, which no parse rule reads, so they become link nodes here; only
// http(s) addresses do (mailto:, file:, javascript: and Word's own #_Toc bookmarks keep their text).
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

function isWebAddress(href: string): boolean {
  return WEB_ADDRESS.test(href.trim());
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

export function convertWordLinks(root: Element): void {
  for (const anchor of Array.from(root.querySelectorAll("a"))) {
    if (anchor.getAttribute("data-type") !== null) continue;
    const href = anchor.getAttribute("href")?.trim() ?? "";
    // A link around a picture keeps the picture: the link node is text-only.
    if (!isWebAddress(href) || anchor.querySelector("img") !== null) {
      unwrap(anchor);
      continue;
    }
    const title = (anchor.textContent ?? "").replace(/\s+/g, " ").trim() || href;
    const link = anchor.ownerDocument.createElement("a");
    link.setAttribute("data-type", "link");
    link.setAttribute("data-attr-type", "URL");
    link.setAttribute("data-url", href);
    link.setAttribute("data-title", title);
    link.setAttribute("href", href);
    link.textContent = title;
    anchor.replaceWith(link);
  }
}
