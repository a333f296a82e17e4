import { describe, expect, it } from "vitest";
import { cell, doc, node, paragraph, tableBox, text } from "./test/build-json.ts";
import { InvalidDocumentError, validateDocument } from "./validate-document.ts";

const headerWith = (attrs: Record<string, unknown>) =>
  doc(node("chapterHeader", attrs, [text("第一章")]), paragraph(text("正文")));

/** A document with one bad attribute value, and the attribute the refusal must name. */
const BAD: [string, unknown, string][] = [
  ["paragraph indent below 0", doc(node("paragraph", { indent: -1 })), "indent"],
  ["paragraph lineSpacing as text", doc(node("paragraph", { lineSpacing: "1.5" })), "lineSpacing"],
  ["paragraph oid as a number", doc(node("paragraph", { oid: 12 })), "oid"],
  ["paragraph version 0", doc(node("paragraph", { version: 0 })), "version"],
  ["heading align middle", doc(node("heading", { align: "middle" })), "align"],
  [
    "ordered list type",
    doc(node("orderedList", { listType: "disc" }, [node("listItem", {}, [paragraph()])])),
    "listType",
  ],
  [
    "bullet list type",
    doc(node("bulletList", { listType: "decimal" }, [node("listItem", {}, [paragraph()])])),
    "listType",
  ],
  [
    "ordered list start 1.5",
    doc(node("orderedList", { start: 1.5 }, [node("listItem", {}, [paragraph()])])),
    "start",
  ],
  ["text colour name", doc(paragraph(text("x", [{ type: "textColor", attrs: { color: "red" } }]))), "color"],
  [
    "text colour 8-digit hex",
    doc(paragraph(text("x", [{ type: "textColor", attrs: { color: "#00838FFF" } }]))),
    "color",
  ],
  ["text colour missing", doc(paragraph(text("x", [{ type: "textColor" }]))), "color"],
  ["inline math latex as a number", doc(paragraph(node("inlineMath", { latex: 1 }))), "latex"],
  [
    "formula image customEditor",
    doc(paragraph(node("formulaImage", { customEditor: "yes" }))),
    "customEditor",
  ],
  ["rule type", doc(node("horizontalRule", { type: "wavy" })), "type"],
  ["rule alignX", doc(node("horizontalRule", { alignX: "LEFT" })), "alignX"],
  ["rule width", doc(node("horizontalRule", { width: "wide" })), "width"],
  ["rule colour", doc(node("horizontalRule", { color: "grey" })), "color"],
  ["code language", doc(node("codeBox", { lang: "Cobol" })), "lang"],
  ["code line numbers", doc(node("codeBox", { lineNumbersShown: true })), "lineNumbersShown"],
  ["layout box class", doc(node("layoutBox", { className: "two-columns" }, [paragraph()])), "className"],
  ["ask-AI type", doc(node("askAi", { type: "answering" })), "type"],
  ["fill index 0", doc(paragraph(node("fillBlank", { fillIndex: 0 }))), "fillIndex"],
  ["header background type", headerWith({ backgroundType: "no-color" }), "backgroundType"],
  ["header height type", headerWith({ heightType: "auto" }), "heightType"],
  ["header useBookBackground", headerWith({ useBookBackground: "yes" }), "useBookBackground"],
  ["header height below 0", headerWith({ pcHeight: -10 }), "pcHeight"],
  ["table box hideTitle", doc(tableBox({ hideTitle: true }, {})), "hideTitle"],
  ["caption type", doc(tableBox({}, { type: "VIDEO" })), "type"],
  ["caption style", doc(tableBox({}, { noteTitleStyle: "BOOK" })), "noteTitleStyle"],
  ["caption index 0", doc(tableBox({}, { index: 0 })), "index"],
  ["caption image tag empty", doc(tableBox({}, { noteTitleImageTag: "" })), "noteTitleImageTag"],
  ["cell colspan 0", doc(tableBox({}, {}, cell("x", { colspan: 0 }))), "colspan"],
  ["cell colwidth", doc(tableBox({}, {}, cell("x", { colwidth: ["100px"] }))), "colwidth"],
  ["cell background", doc(tableBox({}, {}, cell("x", { background: "url(x.png)" }))), "background"],
  ["cell vertical align", doc(tableBox({}, {}, cell("x", { verticalAlign: "center" }))), "verticalAlign"],
  ["cross reference type", doc(paragraph(node("crossReference", { type: 4 }))), "type"],
  [
    "cross reference target type",
    doc(paragraph(node("crossReference", { targetCaptionType: "VIDEO" }))),
    "targetCaptionType",
  ],
  ["cross reference isLink", doc(paragraph(node("crossReference", { isLink: "true" }))), "isLink"],
];

describe("attribute validation", () => {
  for (const [name, json, attribute] of BAD) {
    it(`refuses ${name}`, () => {
      expect(() => validateDocument(json)).toThrow(InvalidDocumentError);
      expect(() => validateDocument(json)).toThrow(new RegExp(`\\b${attribute}\\b`));
    });
  }

  it("fills every default the spec lists", () => {
    const stored = validateDocument(
      doc(
        node("chapterHeader", {}, [text("第一章")]),
        node("orderedList", {}, [node("listItem", {}, [paragraph()])]),
        node("bulletList", {}, [node("listItem", {}, [paragraph()])]),
        node("codeBox"),
        node("horizontalRule"),
        node("layoutBox", {}, [paragraph()]),
        node("askAi"),
        paragraph(node("fillBlank"), node("crossReference")),
        node("tableBox", {}, [node("caption"), node("table", {}, [node("tableRow", {}, [cell("甲")])])]),
      ),
    );
    const attrs = (index: number) => stored.child(index).attrs;
    expect(attrs(0)).toMatchObject({
      version: 3,
      backgroundType: "pure-color",
      heightType: "AUTO",
      useBookBackground: "Y",
      useBookHeightType: "Y",
    });
    expect(attrs(1)).toMatchObject({ listType: "decimal", start: 1, version: 2 });
    expect(attrs(2)).toMatchObject({ listType: "disc" });
    expect(attrs(3)).toMatchObject({ lang: "JavaScript", lineNumbersShown: "Y" });
    expect(attrs(4)).toMatchObject({ type: "solid", alignX: "left", width: null, height: null, color: null });
    expect(attrs(5)).toMatchObject({ className: "layout-box-x" });
    expect(attrs(6)).toEqual({ oid: null, type: "asking" });
    expect(stored.child(7).child(0).attrs).toEqual({ oid: null, version: 2, fillIndex: 1 });
    expect(stored.child(7).child(1).attrs).toMatchObject({ type: 1, isLink: "N", content: null });
    expect(stored.child(8).attrs).toMatchObject({ hideTitle: "N" });
    expect(stored.child(8).child(0).attrs).toMatchObject({
      type: "IMAGE",
      label: null,
      index: null,
      noteTitleStyle: "CHAPTER",
      noteTitleImageTag: "图",
      noteTitleTableTag: "表",
      hideTitle: "N",
    });
  });
});
