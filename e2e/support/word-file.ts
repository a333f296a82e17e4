// A Word document as an author would bring it, for the Word import's browser test: two chapters
// (Heading 1) with sections (Heading 2), a picture with its 图 caption, a table with its 表 caption
// and a footnote. Hand-written OOXML zipped with fflate (what Word itself writes, trimmed).
import { strToU8, zipSync } from "fflate";
import { gradientPng } from "./png.ts";

const W = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`;
const DRAWING = `xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"`;
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (content: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}${content}</w:p>`;
const cell = (text: string) => `<w:tc>${para(run(text))}</w:tc>`;

const PICTURE = `<w:r><w:drawing><wp:inline><wp:extent cx="1905000" cy="1143000"/><wp:docPr id="1" name="图片 1" descr="细胞"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:blipFill><a:blip r:embed="rIdPicture"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;

const TABLE = `<w:tbl><w:tr><w:trPr><w:tblHeader/></w:trPr>${cell("元素")}${cell("符号")}</w:tr><w:tr>${cell("氢")}${cell("H")}</w:tr></w:tbl>`;

export interface WordBook {
  chapters: [string, string];
  sections: [string, string];
  bytes: Buffer;
}

export function wordBook(tag: string): WordBook {
  const chapters: [string, string] = [`第一章 细胞 ${tag}`, `第二章 遗传 ${tag}`];
  const sections: [string, string] = [`第一节 细胞的结构 ${tag}`, `第一节 基因 ${tag}`];
  const body = [
    para(run(chapters[0]), "Heading1"),
    para(run(sections[0]), "Heading2"),
    para(
      `${run("细胞膜")}<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>${run("控制物质进出。")}`,
    ),
    para(PICTURE),
    para(run("图 1-1 动物细胞")),
    para(run("表 1-1 常见元素")),
    TABLE,
    para(run(chapters[1]), "Heading1"),
    para(run(sections[1]), "Heading2"),
    para(run("基因是有遗传效应的 DNA 片段。")),
  ].join("");
  const bytes = zipSync({
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document ${W} ${DRAWING}><w:body>${body}</w:body></w:document>`,
    ),
    "word/_rels/document.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdPicture" Type="${REL}/image" Target="media/image1.png"/><Relationship Id="rIdNotes" Type="${REL}/footnotes" Target="footnotes.xml"/></Relationships>`,
    ),
    "word/footnotes.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:footnotes ${W}><w:footnote w:id="1">${para(run("细胞膜主要由脂质和蛋白质组成。"))}</w:footnote></w:footnotes>`,
    ),
    "word/media/image1.png": gradientPng(200, 120),
  });
  return { chapters, sections, bytes: Buffer.from(bytes) };
}
