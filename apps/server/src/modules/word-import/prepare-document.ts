// What mammoth does not read, read from word/document.xml before it runs, and left there as marks
// mammoth carries through: equations become "⟦math:N⟧" text (their LaTeX kept here), coloured runs
// and first-line indents get synthetic style ids that the style map turns into classes, floating
// pictures get "⟦float⟧" before their alt text. Comments and text boxes are counted for the report.
// @xmldom/xmldom parses and writes the XML: happy-dom's XML DOM of a 270,000-word document took
// about 1 GB more memory and four times as long (bench/word-import.ts).
import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import { strFromU8, strToU8, type Unzipped } from "fflate";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const DOCUMENT = "word/document.xml";
/** Twips of one em at Word's default body size (10.5pt, 五号). */
const TWIPS_PER_EM = 210;

import { ommlToLatex } from "./omml-to-latex.ts";

export interface Equation {
  latex: string;
  display: boolean;
}

export interface PreparedDocument {
  equations: Equation[];
  /** RRGGBB colours of runs, each a style id tbColorRRGGBB. */
  colours: string[];
  /** First-line indents in em, each a style id tbIndentN. */
  indents: number[];
  comments: number;
  textBoxes: number;
}

export const MATH_MARK = "⟦math:";
export const FLOAT_MARK = "⟦float⟧";

function all(root: Document | Element, name: string): Element[] {
  return Array.from(root.getElementsByTagName(name) as unknown as ArrayLike<Element>);
}

function firstChild(element: Element, name: string): Element | undefined {
  return all(element, name).find((found) => found.parentNode === element);
}

function hasAncestor(element: Element, name: string): boolean {
  for (let parent = element.parentNode; parent; parent = parent.parentNode) {
    if (parent.nodeName === name) return true;
  }
  return false;
}

/** A w:r holding `text`, put where `element` was. */
function replaceWithText(document: Document, element: Element, text: string): void {
  const run = document.createElementNS(W, "w:r");
  const t = document.createElementNS(W, "w:t");
  t.appendChild(document.createTextNode(text));
  run.appendChild(t);
  element.parentNode?.replaceChild(run, element);
}

function properties(document: Document, owner: Element, name: string): Element {
  const existing = firstChild(owner, name);
  if (existing) return existing;
  const created = document.createElementNS(W, name);
  owner.insertBefore(created, owner.firstChild);
  return created;
}

function setStyle(document: Document, owner: Element, propertiesName: string, styleName: string, id: string) {
  const props = properties(document, owner, propertiesName);
  if (firstChild(props, styleName)) return false;
  const style = document.createElementNS(W, styleName);
  style.setAttribute("w:val", id);
  props.insertBefore(style, props.firstChild);
  return true;
}

function markEquations(document: Document, equations: Equation[]): void {
  const mark = (element: Element, display: boolean) => {
    const latex = ommlToLatex(element);
    equations.push({ latex, display });
    replaceWithText(document, element, `${MATH_MARK}${equations.length - 1}⟧`);
  };
  for (const paragraph of all(document, "m:oMathPara")) mark(paragraph, true);
  for (const inline of all(document, "m:oMath")) mark(inline, false);
}

function markColours(document: Document): string[] {
  const colours = new Set<string>();
  for (const colour of all(document, "w:color")) {
    const value = (colour.getAttribute("w:val") ?? "").toUpperCase();
    const runProperties = colour.parentNode as Element | null;
    const run = runProperties?.parentNode as Element | null;
    if (!/^[0-9A-F]{6}$/.test(value) || value === "000000" || run?.nodeName !== "w:r") continue;
    if (setStyle(document, run, "w:rPr", "w:rStyle", `tbColor${value}`)) colours.add(value);
  }
  return [...colours];
}

function indentOf(paragraphProperties: Element): number {
  const indent = firstChild(paragraphProperties, "w:ind");
  if (!indent) return 0;
  const chars = Number(indent.getAttribute("w:firstLineChars") ?? 0);
  const twips = Number(indent.getAttribute("w:firstLine") ?? 0);
  const em = chars > 0 ? chars / 100 : twips / TWIPS_PER_EM;
  return Number.isFinite(em) ? Math.min(Math.round(em), 8) : 0;
}

function markIndents(document: Document): number[] {
  const indents = new Set<number>();
  for (const paragraph of all(document, "w:p")) {
    const props = firstChild(paragraph, "w:pPr");
    // Styled paragraphs (headings, lists, captions) keep their style; only body text is indented.
    if (!props || firstChild(props, "w:pStyle") || firstChild(props, "w:numPr")) continue;
    const em = indentOf(props);
    if (em > 0 && setStyle(document, paragraph, "w:pPr", "w:pStyle", `tbIndent${em}`)) indents.add(em);
  }
  return [...indents];
}

function markFloatingImages(document: Document): void {
  for (const anchor of all(document, "wp:anchor")) {
    const properties = all(anchor, "wp:docPr")[0];
    properties?.setAttribute("descr", `${FLOAT_MARK}${properties.getAttribute("descr") ?? ""}`);
  }
}

/** Rewrites word/document.xml in `parts` and says what it found. */
export function prepareDocument(parts: Unzipped): PreparedDocument {
  const xml = parts[DOCUMENT];
  if (!xml) throw new Error("word/document.xml is missing");
  const document = new DOMParser().parseFromString(strFromU8(xml), "text/xml");
  const equations: Equation[] = [];
  markEquations(document, equations);
  const colours = markColours(document);
  const indents = markIndents(document);
  markFloatingImages(document);
  // mammoth reads the fallback of mc:AlternateContent, so a text box counts once.
  const textBoxes = all(document, "w:txbxContent").filter((box) => !hasAncestor(box, "mc:Fallback")).length;
  const comments = all(document, "w:commentReference").length;
  parts[DOCUMENT] = strToU8(new XMLSerializer().serializeToString(document));
  return { equations, colours, indents, comments, textBoxes };
}
