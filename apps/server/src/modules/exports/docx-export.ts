// DOCX (through the `docx` writer): the book as one Word document — the title, a table of contents
// field Word fills in on opening, each chapter (heading 1) from a new page with its sections
// (heading 2) and the files' content, then the answer key. The content is the same static page the
// EPUB and the PDF render (static-blocks.ts), read back as a DOM (happy-dom) and mapped element by
// element: headings, paragraphs with bold/italic/underline/strike/super/subscript and links, list
// items, tables with merged cells, pictures (embedded, at most 15 cm wide), formulas as their LaTeX
// in italics. What has no Word counterpart keeps its text.
import { EXPORT_TEXTS } from "@textbook/shared";
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  type IRunOptions,
  Packer,
  PageBreak,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import sharp from "sharp";
import { createExportAssets } from "./export-assets.ts";
import { renderBookFiles } from "./export-files.ts";
import type { ExportWriter } from "./export-format.ts";
import { answerKeyHtml, createStaticBlocks } from "./static-blocks.ts";
import { parseHtml } from "./xhtml.ts";

type Block = Paragraph | Table;
type Style = Omit<IRunOptions, "text" | "children">;
// happy-dom's node types, without importing its classes as values.
type DomNode = { nodeType: number; textContent: string | null; childNodes: Iterable<DomNode> } & Partial<{
  tagName: string;
  getAttribute(name: string): string | null;
  classList: { contains(name: string): boolean };
}>;

/** 15 cm at Word's 96 pixels per inch. */
const MAX_IMAGE_WIDTH = 567;
const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  H1: HeadingLevel.HEADING_3,
  H2: HeadingLevel.HEADING_3,
  H3: HeadingLevel.HEADING_4,
  H4: HeadingLevel.HEADING_5,
  H5: HeadingLevel.HEADING_6,
  H6: HeadingLevel.HEADING_6,
};
const MARKS: Record<string, Style> = {
  STRONG: { bold: true },
  B: { bold: true },
  EM: { italics: true },
  I: { italics: true },
  U: { underline: {} },
  S: { strike: true },
  DEL: { strike: true },
  SUP: { superScript: true },
  SUB: { subScript: true },
  CODE: { font: "Courier New" },
};
const BLOCK_TAGS = new Set([
  "P",
  "DIV",
  "FIGURE",
  "SECTION",
  "ARTICLE",
  "UL",
  "OL",
  "LI",
  "TABLE",
  "BLOCKQUOTE",
  "PRE",
]);

interface Picture {
  type: "png" | "jpg";
  data: Buffer;
  width: number;
  height: number;
}

/** A picture as Word takes it: PNG or JPEG, scaled to the page's width. */
async function wordPicture(bytes: Buffer): Promise<Picture | null> {
  try {
    const image = sharp(bytes);
    const meta = await image.metadata();
    const kept = meta.format === "png" || meta.format === "jpeg";
    const data = kept ? bytes : await image.png().toBuffer();
    const width = meta.width ?? MAX_IMAGE_WIDTH;
    const height = meta.height ?? MAX_IMAGE_WIDTH;
    const scale = Math.min(1, MAX_IMAGE_WIDTH / width);
    return {
      type: meta.format === "jpeg" ? "jpg" : "png",
      data,
      width: Math.round(width * scale),
      height: Math.round(height * scale),
    };
  } catch {
    return null;
  }
}

export const writeDocxExport: ExportWriter = async (run, book, source) => {
  const pictures = new Map<string, Picture>();
  const assets = createExportAssets(run.deps, {
    picturesOnly: true,
    async write(path, bytes) {
      const picture = await wordPicture(bytes);
      if (picture) pictures.set(path, picture);
    },
  });
  const blocks = createStaticBlocks({ math: "html", carriesPicture: (src) => pictures.has(src) });

  const isElement = (node: DomNode) => node.nodeType === 1;
  const isBlock = (node: DomNode) => isElement(node) && BLOCK_TAGS.has(node.tagName ?? "");

  function runs(node: DomNode, style: Style): ParagraphChild[] {
    if (node.nodeType === 3)
      return node.textContent ? [new TextRun({ text: node.textContent, ...style })] : [];
    if (!isElement(node)) return [];
    const tag = node.tagName ?? "";
    if (node.classList?.contains("tb-math")) {
      return [new TextRun({ text: node.getAttribute?.("data-latex") ?? "", ...style, italics: true })];
    }
    if (tag === "BR") return [new TextRun({ break: 1 })];
    if (tag === "IMG") {
      const picture = pictures.get(node.getAttribute?.("src") ?? "");
      return picture
        ? [
            new ImageRun({
              type: picture.type,
              data: picture.data,
              transformation: { width: picture.width, height: picture.height },
            }),
          ]
        : [];
    }
    const inner = [...node.childNodes].flatMap((child) => runs(child, { ...style, ...MARKS[tag] }));
    const href = tag === "A" ? node.getAttribute?.("href") : null;
    return href?.startsWith("http") ? [new ExternalHyperlink({ link: href, children: inner })] : inner;
  }

  function table(node: DomNode): Table {
    const rows = [...node.childNodes].flatMap((child) =>
      child.tagName === "TBODY" || child.tagName === "THEAD" ? [...child.childNodes] : [child],
    );
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: rows
        .filter((row) => row.tagName === "TR")
        .map(
          (row) =>
            new TableRow({
              children: [...row.childNodes]
                .filter((cell) => cell.tagName === "TD" || cell.tagName === "TH")
                .map((cell) => {
                  const content = toBlocks(cell, cell.tagName === "TH" ? { bold: true } : {});
                  return new TableCell({
                    children: content.length > 0 ? content : [new Paragraph("")],
                    columnSpan: Number(cell.getAttribute?.("colspan") ?? 1),
                    rowSpan: Number(cell.getAttribute?.("rowspan") ?? 1),
                  });
                }),
            }),
        ),
    });
  }

  /** Block elements become paragraphs and tables; inline runs between them gather in paragraphs. */
  function toBlocks(node: DomNode, style: Style = {}, listLevel = -1): Block[] {
    const out: Block[] = [];
    let pending: ParagraphChild[] = [];
    const flush = () => {
      if (pending.length > 0) out.push(new Paragraph({ children: pending }));
      pending = [];
    };
    for (const child of node.childNodes) {
      const tag = child.tagName ?? "";
      // A formula is its LaTeX, not KaTeX's drawing: a display formula a paragraph of its own.
      const formula = child.classList?.contains("tb-math") === true;
      if ((!isBlock(child) && !(tag in HEADINGS)) || (formula && tag !== "DIV")) {
        pending.push(...runs(child, style));
        continue;
      }
      flush();
      if (formula) out.push(new Paragraph({ children: runs(child, style) }));
      else if (tag in HEADINGS)
        out.push(new Paragraph({ heading: HEADINGS[tag], children: runs(child, style) }));
      else if (tag === "TABLE") out.push(table(child));
      else if (tag === "UL" || tag === "OL") out.push(...toBlocks(child, style, listLevel + 1));
      else if (tag === "LI") {
        // Ordered and bullet lists alike become Word bullets, nested by level.
        out.push(
          new Paragraph({ bullet: { level: Math.max(0, listLevel) }, children: itemRuns(child, style) }),
        );
        for (const inner of child.childNodes) {
          if (inner.tagName === "UL" || inner.tagName === "OL")
            out.push(...toBlocks(inner, style, listLevel + 1));
        }
      } else out.push(...toBlocks(child, style, listLevel));
    }
    flush();
    return out;
  }

  /** A list item's own text (its paragraphs' runs); its nested lists follow as items of their own. */
  function itemRuns(item: DomNode, style: Style): ParagraphChild[] {
    return [...item.childNodes]
      .filter((child) => child.tagName !== "UL" && child.tagName !== "OL")
      .flatMap((child) =>
        child.tagName === "P"
          ? [...child.childNodes].flatMap((inner) => runs(inner, style))
          : runs(child, style),
      );
  }

  const htmlBlocks = (html: string): Block[] => toBlocks(parseHtml(html).content as unknown as DomNode);

  const body: (Block | TableOfContents)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(book.name)] }),
    new TableOfContents(EXPORT_TEXTS.contents, {
      hyperlink: true,
      headingStyleRange: "1-2",
    }),
  ];
  let open: { chapter: number; section: number } | null = null;
  await renderBookFiles(
    run,
    source,
    { assets, linkTo: (_file, path) => path, nodeHtml: blocks.nodeHtml, progressShare: 90 },
    ({ file, chapter, chapterIndex, article }) => {
      const section = file.place.sectionIndex - 1;
      if (open?.chapter !== chapterIndex) {
        body.push(new Paragraph({ children: [new PageBreak()] }));
        body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(chapter.name)] }));
      }
      if (open?.chapter !== chapterIndex || open.section !== section) {
        const name = chapter.sections[section]?.name ?? "";
        body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(name)] }));
      }
      open = { chapter: chapterIndex, section };
      body.push(...htmlBlocks(article));
    },
  );
  const answerKey = blocks.answerKey();
  if (answerKey.length > 0) {
    body.push(
      new Paragraph({ children: [new PageBreak()] }),
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(EXPORT_TEXTS.answerKey)] }),
      ...htmlBlocks(answerKeyHtml(answerKey, false)),
    );
  }
  const document = new Document({
    creator: book.name,
    title: book.name,
    features: { updateFields: true },
    sections: [{ children: body }],
  });
  await run.progress(95);
  return {
    body: await Packer.toBuffer(document),
    extension: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  };
};
