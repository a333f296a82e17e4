// Word pastes its lists as paragraphs styled `mso-list`, each starting with a hidden marker span
// ("1." or a Symbol-font bullet). These become real <ol>/<ul> lists so the structure survives.
const ORDERED_MARKER = /^\s*(?:\d+|[a-zA-Z]|[ivxlcdmIVXLCDM]+|[一二三四五六七八九十]+)[.、)）]/;

function isWordListItem(element: Element): boolean {
  return element.tagName === "P" && /mso-list\s*:/i.test(element.getAttribute("style") ?? "");
}

function takeMarker(paragraph: Element): string {
  const marker = [...paragraph.querySelectorAll("span")].find((span) =>
    /mso-list\s*:\s*ignore/i.test(span.getAttribute("style") ?? ""),
  );
  const text = marker?.textContent ?? "";
  marker?.remove();
  return text;
}

export function convertWordLists(root: Element): void {
  const paragraphs = [...root.querySelectorAll("p")].filter(isWordListItem);
  let list: Element | null = null;
  for (const paragraph of paragraphs) {
    const ordered = ORDERED_MARKER.test(takeMarker(paragraph));
    const tag = ordered ? "OL" : "UL";
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list || list.tagName !== tag) {
      list = paragraph.ownerDocument.createElement(tag);
      paragraph.before(list);
    }
    const item = paragraph.ownerDocument.createElement("li");
    const body = paragraph.ownerDocument.createElement("p");
    body.append(...paragraph.childNodes);
    item.append(body);
    list.append(item);
    paragraph.remove();
  }
}
