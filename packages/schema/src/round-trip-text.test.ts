import { describe, expect, it } from "vitest";
import { cell, doc, node, paragraph, tableBox, text } from "./test/build-json.ts";
import { roundTrip } from "./test/round-trip.ts";

const common = { oid: "o-1", version: 2, optimizeClassName: "opt-1" };

/** One document per text-level node and mark, with attributes away from their defaults. */
const CASES: Record<string, unknown> = {
  doc: doc(paragraph(text("正文"))),
  text: doc(paragraph(text("a < b & c"))),
  paragraph: doc(node("paragraph", { ...common, indent: 2, lineSpacing: 1.8 }, [text("段落")])),
  heading: doc(node("heading", { ...common, level: 3, align: "center" }, [text("标题")])),
  bulletList: doc(
    node("bulletList", { ...common, listType: "square" }, [node("listItem", {}, [paragraph(text("要点"))])]),
  ),
  orderedList: doc(
    node("orderedList", { ...common, start: 4, listType: "upper-roman" }, [
      node("listItem", {}, [paragraph(text("步骤"))]),
    ]),
  ),
  listItem: doc(
    node("bulletList", {}, [
      node("listItem", common, [
        paragraph(text("外层")),
        node("orderedList", {}, [node("listItem", {}, [paragraph(text("内层"))])]),
      ]),
    ]),
  ),
  bold: doc(paragraph(text("粗", [{ type: "bold" }]))),
  italic: doc(paragraph(text("斜", [{ type: "italic" }]))),
  strike: doc(paragraph(text("删", [{ type: "strike" }]))),
  textColor: doc(paragraph(text("红", [{ type: "textColor", attrs: { color: "#ff0000" } }]))),
  superscript: doc(paragraph(text("x"), text("2", [{ type: "superscript" }]))),
  subscript: doc(paragraph(text("H"), text("2", [{ type: "subscript" }]), text("O"))),
  highlight: doc(paragraph(text("亮", [{ type: "highlight" }]))),
  code: doc(paragraph(text("let a = 1;", [{ type: "code" }]))),
  inlineMath: doc(paragraph(text("公式 "), node("inlineMath", { ...common, latex: "a^2+b^2=c^2" }))),
  displayMath: doc(node("mathBox", {}, [node("displayMath", { ...common, latex: "\\frac{1}{2}" })])),
  mathBox: doc(
    node("mathBox", common, [node("displayMath", { latex: "x=1" }), node("displayMath", { latex: "y=2" })]),
  ),
  formulaImage: doc(
    paragraph(
      node("formulaImage", {
        ...common,
        mathml: "<math><mi>x</mi></math>",
        customEditor: "Y",
        fileOid: "f-1",
        src: "/files/formula.png",
      }),
    ),
  ),
  horizontalRule: doc(
    node("horizontalRule", {
      ...common,
      type: "dashed",
      alignX: "center",
      width: "50%",
      height: "2px",
      color: "#ABABABFF",
    }),
  ),
  codeBox: doc(
    node("codeBox", { ...common, lang: "Python", lineNumbersShown: "N" }, [
      text("def f(x):\n    return x  # <x>"),
    ]),
  ),
  layoutBox: doc(
    node("layoutBox", { ...common, className: "layout-box-2" }, [
      paragraph(text("框内")),
      tableBox({}, { oid: "c-9" }),
    ]),
  ),
  flexer: doc(
    node("imageBox", {}, [
      node("imageBlock"),
      node("flexer", { ...common, type: "videoTitle" }, [text("标题")]),
    ]),
  ),
  askAi: doc(node("askAi", { oid: "ai-1", type: "thinking" })),
  fillBlank: doc(paragraph(text("答案："), node("fillBlank", { oid: "fb-1", version: 2, fillIndex: 3 }))),
  chapterHeader: doc(
    node(
      "chapterHeader",
      {
        ...common,
        version: 3,
        backgroundType: "image",
        pcBackground: "#00838FFF",
        phoneBackground: "custom-shading-001",
        pcImageSrc: "/files/pc.png",
        pcImageAttOid: "a-1",
        phoneImageSrc: "/files/phone.png",
        phoneImageAttOid: "a-2",
        heightType: "FIXED",
        pcHeight: 400,
        phoneHeight: 200,
        useBookBackground: "N",
        useBookHeightType: "N",
        illustrationSrc: "/files/ill.png",
        illustrationAttOid: "a-3",
        illustrationOriginWidth: 640,
        illustrationOriginHeight: 480,
      },
      [text("第一章 绪论")],
    ),
    paragraph(text("正文")),
  ),
  sectionHeader: doc(
    node("chapterHeader", {}, [text("第一章")]),
    node("sectionHeader", { ...common, backgroundType: "shading", heightType: "FIXED", pcHeight: 300 }, [
      text("第一节"),
    ]),
    paragraph(text("正文")),
  ),
  tableBox: doc(
    node("tableBox", { ...common, title: "成绩", superCaption: "单位：分", hideTitle: "Y" }, [
      node("caption", { oid: "c-1", type: "TABLE" }, [text("成绩表")]),
      node("table", {}, [node("tableRow", {}, [node("tableCell", {}, [paragraph(text("甲"))])])]),
      node("tableSubCaption", { textAlign: "right" }, [text("数据来源：教务处")]),
    ]),
  ),
  table: doc(tableBox({}, {}, cell("一"), cell("二"))),
  tableRow: doc(
    node("tableBox", {}, [
      node("table", common, [
        node("tableRow", common, [cell("甲"), cell("乙")]),
        node("tableRow", {}, [cell("丙", { colspan: 2, colwidth: [80, 120] })]),
      ]),
    ]),
  ),
  tableCell: doc(
    tableBox(
      {},
      {},
      cell("格", {
        colspan: 2,
        rowspan: 3,
        colwidth: [100, 60],
        borderColor: "#616161",
        background: "rgba(0, 131, 143, 0.12)",
        zhFontFamily: "宋体",
        enFontFamily: "Arial",
        indent: 2,
        size: 18,
        lineHeight: 1.6,
        verticalAlign: "bottom",
      }),
    ),
  ),
  tableHeader: doc(
    node("tableBox", {}, [
      node("table", {}, [
        node("tableRow", {}, [
          node("tableHeader", { background: "#D8D8D8", verticalAlign: "middle" }, [paragraph(text("表头"))]),
        ]),
        node("tableRow", {}, [cell("值")]),
      ]),
    ]),
  ),
  tableSubCaption: doc(
    node("tableBox", {}, [
      node("table", {}, [node("tableRow", {}, [cell("甲")])]),
      node("tableSubCaption", { ...common, textAlign: "center" }, [
        text("注："),
        text("重点", [{ type: "bold" }]),
      ]),
    ]),
  ),
  caption: doc(
    tableBox(
      {},
      {
        oid: "c-2",
        version: 2,
        label: "附表",
        index: 4,
        chapterIndex: 2,
        sectionIndex: 3,
        noteTitleStyle: "SECTION",
        noteTitleImageTag: "Figure",
        noteTitleTableTag: "Table",
        hideTitle: "N",
      },
    ),
  ),
  crossReference: doc(
    paragraph(
      text("见"),
      node("crossReference", {
        oid: "r-1",
        targetOid: "tb-1",
        targetCaptionOid: "c-2",
        targetCaptionType: "TABLE",
        content: "表2-1",
        type: 2,
        isLink: "Y",
      }),
    ),
  ),
};

describe("round trip of every text-level node and mark", () => {
  for (const [name, json] of Object.entries(CASES)) {
    it(`${name}: JSON → document → HTML → the same document`, () => {
      const result = roundTrip(json);
      expect(result.fromExportHtml).toEqual(result.stored);
      expect(result.fromEditorHtml).toEqual(result.stored);
    });
  }
});
