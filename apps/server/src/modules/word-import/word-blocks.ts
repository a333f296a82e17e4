// Mammoth's HTML made ready for the shared Word mapping (packages/schema/src/word/): footnotes and
// endnotes become popups, images image boxes (floating ones floating images, those inside tables
// and lists inline images), equation marks math nodes, the style-map classes colours, indents and
// heading alignment;
// nested tables are flattened and underlines dropped, each reported.
import { WORD_IMPORT_TEXTS } from "@textbook/shared";
import { FLOAT_MARK, MATH_MARK, type PreparedDocument } from "./prepare-document.ts";
import type { UnmappedKind } from "./word-places.ts";
import { IMAGE_SOURCE } from "./word-to-html.ts";

const DETAILS = WORD_IMPORT_TEXTS.report.details;
const MATH = /⟦math:(\d+)⟧/;

/** Found while preparing, before the tree gives it a place: the block it sits in. */
export interface BlockNote {
  kind: UnmappedKind;
  detail: string;
  block: Element;
}

function topBlock(element: Element, body: Element): Element {
  let block = element;
  while (block.parentElement && block.parentElement !== body) block = block.parentElement;
  return block;
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function notesToPopups(body: Element): void {
  const texts = new Map<string, string>();
  for (const item of Array.from(body.querySelectorAll('li[id^="tb-footnote-"], li[id^="tb-endnote-"]'))) {
    for (const back of Array.from(item.querySelectorAll('a[href^="#tb-"]'))) back.remove();
    texts.set(item.id, (item.textContent ?? "").replace(/\s+/g, " ").trim());
    const list = item.parentElement;
    item.remove();
    if (list && list.children.length === 0) list.remove();
  }
  for (const reference of Array.from(
    body.querySelectorAll('a[href^="#tb-footnote-"], a[href^="#tb-endnote-"]'),
  )) {
    const id = (reference.getAttribute("href") ?? "").slice(1);
    const popup = body.ownerDocument.createElement("span");
    popup.setAttribute("data-type", "popup");
    popup.setAttribute("data-title", (reference.textContent ?? "").trim() || WORD_IMPORT_TEXTS.task.noteMark);
    popup.setAttribute("data-desc", texts.get(id) ?? "");
    popup.textContent = popup.getAttribute("data-title");
    const holder = reference.parentElement?.tagName === "SUP" ? reference.parentElement : reference;
    holder.replaceWith(popup);
  }
}

function imageElement(document: Document, type: string, image: HTMLImageElement): Element {
  const element = document.createElement("img");
  element.setAttribute("data-type", type);
  element.setAttribute("data-src", image.getAttribute("src") ?? "");
  const alt = (image.getAttribute("alt") ?? "").replace(FLOAT_MARK, "").trim();
  if (alt) element.setAttribute("data-alt", alt);
  return element;
}

function placeImages(body: Element): void {
  const document = body.ownerDocument;
  // Pictures are blocks: those in a paragraph follow it in their order, and an emptied paragraph goes.
  const lastPlaced = new Map<Element, Element>();
  for (const image of Array.from(body.querySelectorAll<HTMLImageElement>(`img[src^="${IMAGE_SOURCE}"]`))) {
    if (image.closest("table, ul, ol")) {
      image.replaceWith(imageElement(document, "inlineImage", image));
      continue;
    }
    let placed: Element;
    if ((image.getAttribute("alt") ?? "").startsWith(FLOAT_MARK)) {
      placed = imageElement(document, "floatingImage", image);
    } else {
      placed = document.createElement("figure");
      placed.setAttribute("data-type", "imageBox");
      placed.append(imageElement(document, "imageBlock", image));
    }
    const block = topBlock(image, body);
    if (block === image) {
      image.replaceWith(placed);
      continue;
    }
    image.remove();
    (lastPlaced.get(block) ?? block).after(placed);
    lastPlaced.set(block, placed);
  }
  for (const block of lastPlaced.keys()) {
    if ((block.textContent ?? "").trim() === "" && !block.querySelector("img, span[data-type]"))
      block.remove();
  }
}

function equationsToMath(body: Element, prepared: PreparedDocument): void {
  const document = body.ownerDocument;
  for (const paragraph of Array.from(body.querySelectorAll(":scope > p"))) {
    const match = MATH.exec((paragraph.textContent ?? "").trim());
    const equation = match ? prepared.equations[Number(match[1])] : undefined;
    if (!match || !equation?.display || match[0] !== (paragraph.textContent ?? "").trim()) continue;
    const box = document.createElement("div");
    box.setAttribute("data-type", "mathBox");
    const math = document.createElement("div");
    math.setAttribute("data-type", "displayMath");
    math.setAttribute("data-latex", equation.latex);
    box.append(math);
    paragraph.replaceWith(box);
  }
  const walker = document.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  const marked: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.textContent ?? "").includes(MATH_MARK)) marked.push(node as Text);
  }
  for (const text of marked) {
    const pieces = (text.textContent ?? "").split(MATH);
    // split with a group alternates text and equation numbers.
    const nodes = pieces.map((piece, index) => {
      if (index % 2 === 0) return document.createTextNode(piece);
      const math = document.createElement("span");
      math.setAttribute("data-type", "inlineMath");
      math.setAttribute("data-latex", prepared.equations[Number(piece)]?.latex ?? "");
      return math;
    });
    text.replaceWith(...nodes);
  }
}

function stylesFromClasses(body: Element): void {
  for (const span of Array.from(body.querySelectorAll('span[class^="tb-color-"]'))) {
    span.setAttribute("data-color", `#${span.className.slice("tb-color-".length)}`);
    span.removeAttribute("class");
  }
  for (const heading of Array.from(body.querySelectorAll('[class^="tb-align-"]'))) {
    heading.setAttribute("data-align", heading.className.slice("tb-align-".length));
    heading.removeAttribute("class");
  }
  for (const paragraph of Array.from(body.querySelectorAll('p[class^="tb-indent-"]'))) {
    paragraph.setAttribute("data-indent", paragraph.className.slice("tb-indent-".length));
    paragraph.removeAttribute("class");
  }
}

function flattenNestedTables(body: Element, notes: BlockNote[]): void {
  // Inner tables first (reverse document order), so each flattening sees plain cells.
  const nested = Array.from(body.querySelectorAll("td table, th table")).reverse();
  for (const table of nested) {
    const cells = Array.from(table.querySelectorAll("td, th")).filter(
      (cell) => cell.closest("table") === table,
    );
    notes.push({ kind: "nestedTable", detail: DETAILS.nestedTable, block: topBlock(table, body) });
    table.replaceWith(...cells.flatMap((cell) => Array.from(cell.childNodes)));
  }
}

function dropUnderlines(body: Element, notes: BlockNote[]): void {
  for (const underline of Array.from(body.querySelectorAll("u"))) {
    notes.push({ kind: "underline", detail: DETAILS.underline, block: topBlock(underline, body) });
    unwrap(underline);
  }
}

/** Rewrites `body` in place; returns what it could not keep, by block. */
export function prepareBlocks(body: Element, prepared: PreparedDocument): BlockNote[] {
  const notes: BlockNote[] = [];
  notesToPopups(body);
  flattenNestedTables(body, notes);
  equationsToMath(body, prepared);
  placeImages(body);
  stylesFromClasses(body);
  dropUnderlines(body, notes);
  return notes;
}
