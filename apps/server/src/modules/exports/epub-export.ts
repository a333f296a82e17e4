// EPUB 3: mimetype first and stored, META-INF/container.xml, then under OEBPS/ the package document
// (content.opf: identifier, title, language zh-CN, every item, the spine in book order), the
// navigation document (chapters > sections > files), a title page, one XHTML content document per
// file, the answer key, style.css (the book's look, the blocks' rules, the static blocks') and
// every picture the pages show under assets/. Formulas are MathML, which e-readers draw without
// KaTeX's fonts; interactive blocks are static (static-blocks.ts). epubcheck passes it
// (epub-export.test.ts).
import { escapeHtml } from "@textbook/schema";
import { EXPORT_TEXTS } from "@textbook/shared";
import { readBookLookCss } from "../book-render/book-look-css.ts";
import { createExportAssets, extensionOf, IMAGE_TYPES } from "./export-assets.ts";
import { STATIC_BLOCKS_CSS } from "./export-css.ts";
import { renderBookFiles } from "./export-files.ts";
import type { BookRow, ExportWriter } from "./export-format.ts";
import type { ExportChapter } from "./export-tree.ts";
import { answerKeyHtml, createStaticBlocks } from "./static-blocks.ts";
import { htmlToXhtml } from "./xhtml.ts";
import { createZipWriter } from "./zip-writer.ts";

const ROOT = "OEBPS/";
const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="${ROOT}content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;

interface Item {
  id: string;
  href: string;
  mediaType: string;
  properties?: string;
}

function xhtmlDocument(title: string, body: string, extraNamespace = ""): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<!DOCTYPE html>",
    `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"${extraNamespace} xml:lang="zh-CN" lang="zh-CN">`,
    `<head><meta charset="utf-8"/><title>${escapeHtml(title)}</title>` +
      '<link rel="stylesheet" type="text/css" href="style.css"/></head>',
    `<body>${body}</body>`,
    "</html>",
    "",
  ].join("\n");
}

/** What a content document needs declared: MathML, SVG. */
function propertiesOf(xhtml: string): string | undefined {
  const properties = [xhtml.includes("<math") && "mathml", xhtml.includes("<svg") && "svg"].filter(Boolean);
  return properties.length > 0 ? properties.join(" ") : undefined;
}

/** The navigation: chapters > sections > files, each linking its first page; empty ones left out. */
function navHtml(
  book: BookRow,
  tree: ExportChapter[],
  pageOf: Map<string, string>,
  answerKey: boolean,
): string {
  const link = (href: string | undefined, name: string) =>
    href ? `<a href="${href}">${escapeHtml(name)}</a>` : `<span>${escapeHtml(name)}</span>`;
  const chapters = tree.flatMap((chapter) => {
    const sections = chapter.sections.flatMap((section) => {
      const files = section.files.flatMap((file) => {
        const href = pageOf.get(file.oid);
        return href ? [`<li>${link(href, file.name)}</li>`] : [];
      });
      if (files.length === 0) return [];
      const first = pageOf.get(section.files.find((file) => pageOf.has(file.oid))?.oid ?? "");
      return [`<li>${link(first, section.name)}<ol>${files.join("")}</ol></li>`];
    });
    if (sections.length === 0) return [];
    const first = chapter.sections.flatMap((section) => section.files).find((file) => pageOf.has(file.oid));
    return [`<li>${link(pageOf.get(first?.oid ?? ""), chapter.name)}<ol>${sections.join("")}</ol></li>`];
  });
  if (answerKey) chapters.push(`<li><a href="answers.xhtml">${escapeHtml(EXPORT_TEXTS.answerKey)}</a></li>`);
  // A book without content still needs one entry: its title page.
  const list =
    chapters.length > 0 ? chapters : [`<li><a href="title.xhtml">${escapeHtml(book.name)}</a></li>`];
  return `<nav epub:type="toc" id="toc"><h1>${escapeHtml(EXPORT_TEXTS.contents)}</h1><ol>${list.join("")}</ol></nav>`;
}

function packageDocument(book: BookRow, modified: Date, items: Item[], spine: string[]): string {
  const manifest = items.map(
    (item) =>
      `<item id="${item.id}" href="${escapeHtml(item.href)}" media-type="${item.mediaType}"${item.properties ? ` properties="${item.properties}"` : ""}/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="zh-CN">',
    '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">',
    `<dc:identifier id="book-id">urn:textbook:book:${escapeHtml(book.oid)}</dc:identifier>`,
    `<dc:title>${escapeHtml(book.name)}</dc:title>`,
    "<dc:language>zh-CN</dc:language>",
    `<meta property="dcterms:modified">${modified.toISOString().slice(0, 19)}Z</meta>`,
    "</metadata>",
    `<manifest>${manifest.join("")}</manifest>`,
    `<spine>${spine.map((id) => `<itemref idref="${id}"/>`).join("")}</spine>`,
    "</package>",
    "",
  ].join("\n");
}

export const writeEpubExport: ExportWriter = async (run, book, source) => {
  const { tree } = source;
  const zip = createZipWriter();
  zip.add("mimetype", "application/epub+zip", { stored: true });
  zip.add("META-INF/container.xml", CONTAINER);
  const items: Item[] = [];
  const spine: string[] = [];
  const assets = createExportAssets(run.deps, {
    picturesOnly: true,
    write(path, bytes) {
      zip.add(ROOT + path, bytes);
      items.push({
        id: `asset-${items.length + 1}`,
        href: path,
        mediaType: IMAGE_TYPES[extensionOf(path)] ?? "",
      });
    },
  });
  const blocks = createStaticBlocks({ math: "mathml", carriesPicture: (src) => assets.carries(src) });
  const pageOf = new Map<string, string>();
  await renderBookFiles(
    run,
    source,
    { assets, linkTo: (_file, path) => path, nodeHtml: blocks.nodeHtml, progressShare: 90 },
    ({ file, article }) => {
      const id = `page-${pageOf.size + 1}`;
      const href = `${id}.xhtml`;
      const xhtml = xhtmlDocument(file.name, htmlToXhtml(article));
      zip.add(ROOT + href, xhtml);
      pageOf.set(file.oid, href);
      items.push({ id, href, mediaType: "application/xhtml+xml", properties: propertiesOf(xhtml) });
      spine.push(id);
    },
  );
  await run.step(EXPORT_TEXTS.stepPackage, async () => {
    const cover = book.coverAttachmentOid ? await assets.tryEnsure(book.coverAttachmentOid) : null;
    const coverItem = cover && assets.carries(cover) ? items.find((item) => item.href === cover) : undefined;
    if (coverItem) coverItem.properties = "cover-image";
    const coverImage = coverItem
      ? `<img src="${escapeHtml(coverItem.href)}" alt="${escapeHtml(book.name)}"/>`
      : "";
    zip.add(
      `${ROOT}title.xhtml`,
      xhtmlDocument(
        book.name,
        `<section class="tb-title-page">${coverImage}<h1>${escapeHtml(book.name)}</h1></section>`,
      ),
    );
    const answerKey = blocks.answerKey();
    if (answerKey.length > 0) {
      const xhtml = xhtmlDocument(EXPORT_TEXTS.answerKey, htmlToXhtml(answerKeyHtml(answerKey)));
      zip.add(`${ROOT}answers.xhtml`, xhtml);
      items.push({
        id: "answers",
        href: "answers.xhtml",
        mediaType: "application/xhtml+xml",
        properties: propertiesOf(xhtml),
      });
      spine.push("answers");
    }
    zip.add(
      `${ROOT}nav.xhtml`,
      xhtmlDocument(EXPORT_TEXTS.contents, navHtml(book, tree, pageOf, answerKey.length > 0)),
    );
    zip.add(`${ROOT}style.css`, (await readBookLookCss(run.deps.db, book.oid)) + STATIC_BLOCKS_CSS);
    items.push(
      { id: "title", href: "title.xhtml", mediaType: "application/xhtml+xml" },
      { id: "nav", href: "nav.xhtml", mediaType: "application/xhtml+xml", properties: "nav" },
      { id: "style", href: "style.css", mediaType: "text/css" },
    );
    zip.add(
      `${ROOT}content.opf`,
      packageDocument(book, run.deps.clock.now(), items, ["title", "nav", ...spine]),
    );
    return null;
  });
  await run.progress(95);
  return { body: await zip.finish(), extension: "epub", contentType: "application/epub+zip" };
};
