// ZIP: the whole book as web pages — manifest.json (the book and its chapter > section > file
// tree), style.css (the book's look as the editor and the preview draw it: bookStyleCss of its
// style items, the content §9 defaults where it sets none, the blocks' text and reading rules),
// KaTeX's stylesheet and fonts, the pictures and files the content uses under assets/ (instead of
// signed links that expire) and, per content file, its content rendered to HTML inside the book's
// root element (captions numbered and formulas typeset as the editor shows them) and its JSON with
// the archive's asset paths.
import { escapeHtml } from "@textbook/schema";
import { readBookLookCss } from "../book-render/book-look-css.ts";
import { mathFonts, readMathStylesheet, typesetMath } from "../book-render/book-math.ts";
import { createExportAssets } from "./export-assets.ts";
import { renderBookFiles } from "./export-files.ts";
import type { ExportWriter } from "./export-format.ts";
import type { ExportFile } from "./export-tree.ts";
import { createZipWriter } from "./zip-writer.ts";

export const ZIP_EXPORT_FORMAT = { name: "textbook-export", version: 2 } as const;
/** The book's stylesheet in the archive; every HTML page links it. */
export const EXPORT_STYLESHEET = "style.css";
/** KaTeX's stylesheet in the archive; its fonts lie beside it in fonts/. */
export const EXPORT_MATH_STYLESHEET = "katex/katex.min.css";

/** The page's way up to the archive's root, where the stylesheets and assets lie. */
const rootOf = (file: ExportFile) => "../".repeat(file.html.split("/").length - 1);

function htmlPage(file: ExportFile, article: string): string {
  const root = rootOf(file);
  return [
    "<!doctype html>",
    '<html lang="zh-CN">',
    `<head><meta charset="utf-8"><title>${escapeHtml(file.name)}</title>` +
      `<link rel="stylesheet" href="${root}${EXPORT_MATH_STYLESHEET}">` +
      `<link rel="stylesheet" href="${root}${EXPORT_STYLESHEET}"></head>`,
    `<body>${article}</body>`,
    "</html>",
    "",
  ].join("\n");
}

export const writeZipExport: ExportWriter = async (run, book, source) => {
  const { tree } = source;
  const zip = createZipWriter();
  zip.add(EXPORT_STYLESHEET, await readBookLookCss(run.deps.db, book.oid));
  zip.add(EXPORT_MATH_STYLESHEET, await readMathStylesheet());
  for await (const font of mathFonts()) zip.add(`katex/fonts/${font.name}`, font.bytes);
  const assets = createExportAssets(run.deps, {
    picturesOnly: false,
    write: (path, bytes) => zip.add(path, bytes),
  });
  await renderBookFiles(
    run,
    source,
    {
      assets,
      linkTo: (file, path) => rootOf(file) + path,
      nodeHtml: () => typesetMath,
      progressShare: 95,
    },
    ({ file, article, content }) => {
      zip.add(file.html, htmlPage(file, article));
      zip.add(file.json, JSON.stringify(content, null, 2));
    },
  );
  const manifest = {
    format: ZIP_EXPORT_FORMAT,
    exportedAt: run.deps.clock.now().toISOString(),
    stylesheet: EXPORT_STYLESHEET,
    book: {
      oid: book.oid,
      name: book.name,
      subject: book.subject,
      description: book.description,
      textbookType: book.textbookType,
      state: book.state,
      completionRate: book.completionRate,
    },
    chapters: tree,
    assets: assets.paths(),
  };
  zip.add("manifest.json", JSON.stringify(manifest, null, 2));
  return { body: await zip.finish(), extension: "zip", contentType: "application/zip" };
};
