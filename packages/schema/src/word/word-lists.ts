/// <reference lib="dom" />
// Word writes its lists as paragraphs styled `mso-list: l0 level2 lfo1`, each starting with a hidden
// marker span ("1." or a Symbol-font bullet). These become real, nested <ol>/<ul> lists so the
// structure survives a paste or an import.
const ORDERED_MARKER = /^\s*(?:\d+|[a-zA-Z]|[ivxlcdmIVXLCDM]+|[一二三四五六七八九十]+)[.、)）]/;
const LIST_LEVEL = /level(\d+)/i;

function isWordListItem(element: Element): boolean {
  return element.tagName === "P" && /mso-list\s*:/i.test(element.getAttribute("style") ?? "");
}

function levelOf(paragraph: Element): number {
  const level = Number(LIST_LEVEL.exec(paragraph.getAttribute("style") ?? "")?.[1] ?? 1);
  return Math.min(Math.max(level, 1), 9);
}

function takeMarker(paragraph: Element): string {
  const marker = Array.from(paragraph.querySelectorAll("span")).find((span) =>
    /mso-list\s*:\s*ignore/i.test(span.getAttribute("style") ?? ""),
  );
  const text = marker?.textContent ?? "";
  marker?.remove();
  return text;
}

/** The last item of a list, made (with its required first paragraph) when a level is skipped. */
function lastItem(list: Element): Element {
  const items = list.querySelectorAll(":scope > li");
  const last = items[items.length - 1];
  if (last) return last;
  const item = list.ownerDocument.createElement("li");
  item.append(list.ownerDocument.createElement("p"));
  list.append(item);
  return item;
}

export function convertWordLists(root: Element): void {
  const document = root.ownerDocument;
  // open[i] is the list at level i + 1 of the run of list paragraphs being read.
  let open: Element[] = [];
  for (const paragraph of Array.from(root.querySelectorAll("p")).filter(isWordListItem)) {
    const level = levelOf(paragraph);
    const tag = ORDERED_MARKER.test(takeMarker(paragraph)) ? "OL" : "UL";
    if (open[0] === undefined || paragraph.previousElementSibling !== open[0]) open = [];
    open = open.slice(0, level);
    const current = open[level - 1];
    if (current && current.tagName !== tag) open = open.slice(0, level - 1);
    while (open.length < level) {
      const list = document.createElement(open.length === level - 1 ? tag : "UL");
      const parent = open[open.length - 1];
      if (parent) lastItem(parent).append(list);
      else paragraph.before(list);
      open.push(list);
    }
    const item = document.createElement("li");
    const body = document.createElement("p");
    body.append(...Array.from(paragraph.childNodes));
    item.append(body);
    open[level - 1]?.append(item);
    paragraph.remove();
  }
}
