// Real .docx files for the Word import's tests and bench: made with the `docx` package (as a
// generator would) and, for what it cannot write (equations, text boxes, comments, strict OOXML,
// floating pictures, deep nesting), hand-written OOXML zipped with fflate.
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalMergeType,
} from "docx";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";

export async function testPng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ text, heading: level });

function mergedTable(): Table {
  const cell = (text: string, extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {}) =>
    new TableCell({ children: [new Paragraph(text)], ...extra });
  return new Table({
    rows: [
      new TableRow({ tableHeader: true, children: [cell("元素"), cell("符号"), cell("序数")] }),
      new TableRow({
        children: [cell("氢", { verticalMerge: VerticalMergeType.RESTART }), cell("H"), cell("1")],
      }),
      new TableRow({
        children: [cell("", { verticalMerge: VerticalMergeType.CONTINUE }), cell("H₂", { columnSpan: 2 })],
      }),
    ],
  });
}

/** Options of the textbook-like document: two chapters (Heading 1), sections (Heading 2), the rest. */
export interface TextbookOptions {
  /** Paragraphs of body text per section. */
  paragraphs?: number;
  chapters?: number;
  sectionsPerChapter?: number;
  /** Pictures (each with its 图 caption) and tables (with 表 captions), spread over the first sections. */
  images?: number;
  tables?: number;
}

const BODY =
  "细胞是生物体结构和功能的基本单位，一切动植物都由细胞发育而来，并由细胞和细胞产物所构成。The cell is the basic unit of life.";

/** A textbook chapter as authors write it, with every feature the import maps. */
export async function textbookDocx(options: TextbookOptions = {}): Promise<Buffer> {
  const { paragraphs = 2, chapters = 2, sectionsPerChapter = 2, images = 1, tables = 1 } = options;
  const png = await testPng();
  let imagesLeft = images;
  let tablesLeft = tables;
  const sectionCount = chapters * sectionsPerChapter;
  const imagesPerSection = Math.ceil(images / sectionCount);
  const tablesPerSection = Math.ceil(tables / sectionCount);
  const children: (Paragraph | Table)[] = [];
  for (let c = 1; c <= chapters; c += 1) {
    children.push(heading(`第${c}章 细胞`, HeadingLevel.HEADING_1));
    for (let s = 1; s <= sectionsPerChapter; s += 1) {
      children.push(heading(`第${s}节 细胞的结构`, HeadingLevel.HEADING_2));
      if (c === 1 && s === 1) {
        children.push(
          new Paragraph({
            text: "一、细胞膜",
            heading: HeadingLevel.HEADING_3,
            alignment: AlignmentType.CENTER,
          }),
          new Paragraph({
            children: [
              new TextRun({ text: "加粗", bold: true }),
              new TextRun({ text: "斜体", italics: true }),
              new TextRun({ text: "下划线", underline: {} }),
              new TextRun({ text: "删除线", strike: true }),
              new TextRun({ text: "红字", color: "C00000" }),
              new TextRun({ text: "高亮", highlight: "yellow" }),
              new TextRun({ text: "2", superScript: true }),
              new TextRun({ text: "n", subScript: true }),
              new TextRun("细胞膜"),
              new FootnoteReferenceRun(1),
              new TextRun("，参见"),
              new ExternalHyperlink({ link: "https://www.moe.gov.cn/", children: [new TextRun("教育部")] }),
            ],
          }),
          new Paragraph({ text: "第一点", numbering: { reference: "points", level: 0 } }),
          new Paragraph({ text: "第一点的细节", numbering: { reference: "points", level: 1 } }),
          new Paragraph({ text: "第二点", numbering: { reference: "points", level: 0 } }),
        );
      }
      for (let p = 0; p < paragraphs; p += 1) {
        children.push(
          new Paragraph({ text: BODY, indent: { firstLine: 420 }, alignment: AlignmentType.JUSTIFIED }),
        );
      }
      for (let n = 0; n < imagesPerSection && imagesLeft > 0; n += 1) {
        imagesLeft -= 1;
        children.push(
          new Paragraph({
            children: [new ImageRun({ type: "png", data: png, transformation: { width: 40, height: 30 } })],
          }),
          new Paragraph(`图 ${c}-${s} 细胞结构示意`),
        );
      }
      for (let n = 0; n < tablesPerSection && tablesLeft > 0; n += 1) {
        tablesLeft -= 1;
        children.push(new Paragraph(`表 ${c}-${s} 常见元素`), mergedTable());
      }
    }
  }
  const document = new Document({
    numbering: {
      config: [
        {
          reference: "points",
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: "%1." },
            { level: 1, format: LevelFormat.LOWER_LETTER, text: "%2)" },
          ],
        },
      ],
    },
    footnotes: { 1: { children: [new Paragraph("细胞膜由磷脂双分子层构成。")] } },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

const W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const STRICT_W_NS = "http://purl.oclc.org/ooxml/wordprocessingml/main";
const R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** A minimal package around a hand-written document body. */
export function handWrittenDocx(body: string, options: { strict?: boolean; media?: Buffer } = {}): Buffer {
  const w = options.strict ? STRICT_W_NS : W_NS;
  const relType = options.strict
    ? "http://purl.oclc.org/ooxml/officeDocument/relationships"
    : "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relType}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    "word/_rels/document.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${options.media ? `<Relationship Id="rIdImg" Type="${relType}/image" Target="media/a.png"/>` : ""}</Relationships>`,
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}" xmlns:r="${R_NS}" xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><w:body>${body}</w:body></w:document>`,
    ),
  };
  if (options.media) files["word/media/a.png"] = options.media;
  return Buffer.from(zipSync(files));
}

export const heading1 = (text: string) =>
  `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
export const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** x = (-b ± √(b²-4ac)) / 2a as Word writes it, inline and as its own paragraph. */
export const EQUATIONS = `<w:p><w:r><w:t xml:space="preserve">求根公式 </w:t></w:r><m:oMath><m:r><m:t>x=</m:t></m:r><m:f><m:num><m:r><m:t>-b±</m:t></m:r><m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e><m:sSup><m:e><m:r><m:t>b</m:t></m:r></m:e><m:sup><m:r><m:t>2</m:t></m:r></m:sup></m:sSup><m:r><m:t>-4ac</m:t></m:r></m:e></m:rad></m:num><m:den><m:r><m:t>2a</m:t></m:r></m:den></m:f></m:oMath></w:p>
<w:p><m:oMathPara><m:oMath><m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub><m:r><m:t>i=1</m:t></m:r></m:sub><m:sup><m:r><m:t>n</m:t></m:r></m:sup><m:e><m:r><m:t>i</m:t></m:r></m:e></m:nary></m:oMath></m:oMathPara></w:p>`;

/** A text box (DrawingML with its VML fallback, as Word 2010+ writes it) and a comment. */
export const TEXT_BOX_AND_COMMENT = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:docPr id="1" name="文本框 1"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent><w:p><w:r><w:t>文本框里的话</w:t></w:r></w:p></w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent><w:p><w:r><w:t>文本框里的话</w:t></w:r></w:p></w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>
<w:p><w:commentRangeStart w:id="0"/><w:r><w:t>有批注的句子</w:t></w:r><w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>`;

/** A picture the text flows around (wp:anchor) with its alt text. */
export const FLOATING_IMAGE = `<w:p><w:r><w:drawing><wp:anchor><wp:extent cx="381000" cy="285750"/><wp:docPr id="2" name="图片 2" descr="细胞"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:blipFill><a:blip r:embed="rIdImg"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r><w:r><w:t>环绕的文字</w:t></w:r></w:p>`;

/** A table with a table in its cell, `depth` tables deep. */
export function nestedTables(depth: number): string {
  let inner = paragraph(`第${depth}层`);
  for (let level = depth; level >= 1; level -= 1) {
    inner = `<w:tbl><w:tr><w:tc>${inner}${paragraph(`层${level}`)}</w:tc></w:tr></w:tbl>${level === 1 ? "" : paragraph("")}`;
  }
  return inner;
}
