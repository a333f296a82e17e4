/// <reference lib="dom" />
// Content §3.7: a paragraph that reads "图 1-1 …" under a picture or "表 2-3 …" next to a table is
// that figure's caption. It becomes a caption node without its label and number, so the book's
// own numbering (captions/) takes over from the number typed in Word.
const CAPTION_START = /^\s*([图表])\s*\d+\s*[-－–—.．]\s*\d+\s*/;

interface CaptionText {
  type: "IMAGE" | "TABLE";
  title: string;
}

/** "图 1-1 细胞结构" → an IMAGE caption titled 细胞结构; null when the text is no caption. */
function readCaptionText(text: string): CaptionText | null {
  const match = CAPTION_START.exec(text);
  if (!match) return null;
  return { type: match[1] === "图" ? "IMAGE" : "TABLE", title: text.slice(match[0].length).trim() };
}

function captionElement(document: Document, caption: CaptionText): Element {
  const element = document.createElement("div");
  element.setAttribute("data-type", "caption");
  if (caption.type === "TABLE") element.setAttribute("data-attr-type", "TABLE");
  const text = document.createElement("span");
  text.setAttribute("data-caption-text", "");
  text.textContent = caption.title;
  element.append(text);
  return element;
}

function isBox(element: Element | null, type: string): element is Element {
  return element?.tagName === "FIGURE" && element.getAttribute("data-type") === type;
}

function hasCaption(box: Element): boolean {
  return box.querySelector(':scope > div[data-type="caption"]') !== null;
}

/** A bare table becomes a table box, the only place a table may stand. */
export function boxTables(root: Element): void {
  for (const table of Array.from(root.querySelectorAll("table"))) {
    if (table.parentElement?.closest("table") || isBox(table.parentElement, "tableBox")) continue;
    const box = table.ownerDocument.createElement("figure");
    box.setAttribute("data-type", "tableBox");
    table.replaceWith(box);
    box.append(table);
  }
}

export function convertWordCaptions(root: Element): void {
  for (const paragraph of Array.from(root.querySelectorAll(":scope > p"))) {
    const caption = readCaptionText(paragraph.textContent ?? "");
    if (!caption) continue;
    const before = paragraph.previousElementSibling;
    const after = paragraph.nextElementSibling;
    const document = paragraph.ownerDocument;
    if (caption.type === "IMAGE" && isBox(before, "imageBox") && !hasCaption(before)) {
      before.querySelector(':scope > img[data-type="imageBlock"]')?.after(captionElement(document, caption));
      paragraph.remove();
    } else if (caption.type === "TABLE") {
      // Chinese textbooks put a table's caption above it; below is accepted too.
      const box = [after, before].find((element) => isBox(element, "tableBox") && !hasCaption(element));
      if (!box) continue;
      box.prepend(captionElement(document, caption));
      paragraph.remove();
    }
  }
}
