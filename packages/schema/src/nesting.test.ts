import { describe, expect, it } from "vitest";
import { cell, doc, node, paragraph, tableBox, text } from "./test/build-json.ts";
import { InvalidDocumentError, validateDocument } from "./validate-document.ts";

const item = (...content: Record<string, unknown>[]) =>
  node("bulletList", {}, [node("listItem", {}, content)]);
const table = (...cells: Record<string, unknown>[]) => node("table", {}, [node("tableRow", {}, cells)]);
const inCell = (block: Record<string, unknown>) => doc(tableBox({}, {}, node("tableCell", {}, [block])));
const math = node("mathBox", {}, [node("displayMath", { latex: "x" })]);

// Content §5: a block cannot go where its parent's content rule does not allow it.
const REFUSED: [string, unknown][] = [
  ["a table outside a table box", doc(table(cell("x")))],
  ["a table box in a table cell", inCell(tableBox({}, {}))],
  ["a heading in a table cell", inCell(node("heading", {}, [text("x")]))],
  ["a code box in a table cell", inCell(node("codeBox"))],
  ["a heading in a list item", doc(item(paragraph(), node("heading", {}, [text("x")])))],
  ["a list item starting with a list", doc(item(item(paragraph())))],
  ["a table box in a list item", doc(item(paragraph(), tableBox({}, {})))],
  ["a layout box in a layout box", doc(node("layoutBox", {}, [node("layoutBox", {}, [paragraph()])]))],
  ["an ask-AI block in a layout box", doc(node("layoutBox", {}, [node("askAi")]))],
  ["a chapter header after a paragraph", doc(paragraph(), node("chapterHeader"))],
  [
    "a section header before the chapter header",
    doc(node("sectionHeader"), node("chapterHeader"), paragraph()),
  ],
  ["a header alone (a document needs a block)", doc(node("chapterHeader"))],
  ["a display formula outside a math box", doc(node("displayMath", { latex: "x" }))],
  ["a paragraph in a math box", doc(node("mathBox", {}, [paragraph()]))],
  ["a caption at the top level", doc(node("caption"))],
  ["a caption in a paragraph", doc(paragraph(node("caption")))],
  ["a flexer at the top level", doc(node("flexer"))],
  [
    "two captions in a table box",
    doc(node("tableBox", {}, [node("caption"), node("caption"), table(cell("x"))])),
  ],
  ["a sub caption above the table", doc(node("tableBox", {}, [node("tableSubCaption"), table(cell("x"))]))],
  ["a cell outside a row", doc(node("tableBox", {}, [node("table", {}, [cell("x")])]))],
  ["marks in a code box", doc(node("codeBox", {}, [text("x", [{ type: "bold" }])]))],
  ["inline math as a block", doc(node("inlineMath"))],
  ["a cross reference as a block", doc(node("crossReference"))],
  ["bold inside inline code", doc(paragraph(text("x", [{ type: "code" }, { type: "bold" }])))],
  ["superscript with subscript", doc(paragraph(text("x", [{ type: "superscript" }, { type: "subscript" }])))],
];

const ALLOWED: [string, unknown][] = [
  ["headers opening a document", doc(node("chapterHeader"), node("sectionHeader"), paragraph())],
  ["a list in a cell", inCell(item(paragraph(text("x"))))],
  ["a math box in a cell", inCell(math)],
  ["a math box and a nested list in a list item", doc(item(paragraph(), math, item(paragraph())))],
  [
    "text blocks and a table in a layout box",
    doc(node("layoutBox", {}, [node("heading", {}, [text("x")]), math, node("codeBox"), tableBox({}, {})])),
  ],
  ["a table box without caption", doc(node("tableBox", {}, [table(cell("x"))]))],
  [
    "inline atoms in a caption",
    doc(node("tableBox", {}, [node("caption", {}, [node("inlineMath", { latex: "x" })]), table(cell("x"))])),
  ],
];

describe("nesting rules", () => {
  for (const [name, json] of REFUSED) {
    it(`refuses ${name}`, () => {
      expect(() => validateDocument(json)).toThrow(InvalidDocumentError);
    });
  }
  for (const [name, json] of ALLOWED) {
    it(`accepts ${name}`, () => {
      expect(() => validateDocument(json)).not.toThrow();
    });
  }
});
