// PDF for print: the book as one HTML document — a title page, the table of contents (page numbers
// through target-counter), each chapter from a new page with its sections and files, the answer
// key — written into a temporary folder with its pictures, KaTeX's stylesheet and fonts and the
// Paged.js polyfill, then laid out and printed by print-pdf.ts. Rendering takes the first 60% of
// the progress, the layout the next 35% (by pages laid out against an estimate), storing the rest.

import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { escapeHtml } from "@textbook/schema";
import { EXPORT_TEXTS, formatMessage } from "@textbook/shared";
import { readBookLookCss } from "../book-render/book-look-css.ts";
import { mathFonts, readMathStylesheet } from "../book-render/book-math.ts";
import { createExportAssets } from "./export-assets.ts";
import { PRINT_CSS, STATIC_BLOCKS_CSS } from "./export-css.ts";
import { countFiles, renderBookFiles } from "./export-files.ts";
import type { BookRow, ExportWriter } from "./export-format.ts";
import type { ExportChapter } from "./export-tree.ts";
import { assertChromium, PAGED_CONFIG_SCRIPT, printPdf } from "./print-pdf.ts";
import { answerKeyHtml, createStaticBlocks } from "./static-blocks.ts";

/** Layout and printing of the largest book may take this long before the export gives up. */
const PRINT_TIMEOUT_MS = 60 * 60 * 1000;
/** A rough pages-per-file figure, only for the progress bar while Paged.js works. */
const PAGES_PER_FILE = 3;

const PAGE = "book.html";

/** The polyfill's bundle beside the package's entry (its "exports" do not list the file's path). */
function pagedPolyfill(): string {
  const entry = createRequire(import.meta.url).resolve("pagedjs");
  return join(dirname(entry), "..", "dist", "paged.polyfill.js");
}

function tocHtml(tree: ExportChapter[], rendered: Set<string>): string {
  const items = tree.flatMap((chapter, chapterIndex) => {
    const sections = chapter.sections.flatMap((section, sectionIndex) =>
      section.files.some((file) => rendered.has(file.oid))
        ? [
            `<li class="tb-toc-section"><a href="#s-${chapterIndex}-${sectionIndex}">${escapeHtml(section.name)}</a></li>`,
          ]
        : [],
    );
    return sections.length > 0
      ? [
          `<li class="tb-toc-chapter"><a href="#c-${chapterIndex}">${escapeHtml(chapter.name)}</a></li>`,
          ...sections,
        ]
      : [];
  });
  return `<nav class="tb-print-toc"><h1>${escapeHtml(EXPORT_TEXTS.contents)}</h1><ol>${items.join("")}</ol></nav>`;
}

function head(book: BookRow): string {
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(book.name)}</title>` +
    '<link rel="stylesheet" href="katex/katex.min.css"><link rel="stylesheet" href="style.css">' +
    `<script>${PAGED_CONFIG_SCRIPT}</script><script src="paged.polyfill.js"></script></head><body>`
  );
}

export const writePdfExport: ExportWriter = async (run, book, source) => {
  const { tree } = source;
  const { config, db } = run.deps;
  // Before any work: without Chromium nothing can be printed.
  await assertChromium(config.chromiumPath);
  const folder = await mkdtemp(join(tmpdir(), "textbook-pdf-"));
  try {
    const assets = createExportAssets(run.deps, {
      picturesOnly: true,
      async write(path, bytes) {
        await mkdir(dirname(join(folder, path)), { recursive: true });
        await writeFile(join(folder, path), bytes);
      },
    });
    const blocks = createStaticBlocks({ math: "html", carriesPicture: (src) => assets.carries(src) });
    await mkdir(join(folder, "katex/fonts"), { recursive: true });
    await writeFile(join(folder, "katex/katex.min.css"), await readMathStylesheet());
    for await (const font of mathFonts()) await writeFile(join(folder, "katex/fonts", font.name), font.bytes);
    await writeFile(
      join(folder, "style.css"),
      (await readBookLookCss(db, book.oid)) + STATIC_BLOCKS_CSS + PRINT_CSS,
    );
    await copyFile(pagedPolyfill(), join(folder, "paged.polyfill.js"));

    // The chapters go to a file as they are rendered; the title page and contents are added last.
    const body = createWriteStream(join(folder, "chapters.html"));
    const write = async (html: string) => {
      if (!body.write(html)) await once(body, "drain");
    };
    const rendered = new Set<string>();
    let open: { chapter: number; section: number } | null = null;
    await renderBookFiles(
      run,
      source,
      { assets, linkTo: (_file, path) => path, nodeHtml: blocks.nodeHtml, progressShare: 60 },
      async ({ file, chapter, chapterIndex, article }) => {
        const section = file.place.sectionIndex - 1;
        if (open?.chapter !== chapterIndex) {
          if (open) await write("</section></section>");
          await write(
            `<section class="tb-print-chapter" id="c-${chapterIndex}"><h1>${escapeHtml(chapter.name)}</h1>` +
              `<section class="tb-print-section" id="s-${chapterIndex}-${section}"><h2>${escapeHtml(chapter.sections[section]?.name ?? "")}</h2>`,
          );
        } else if (open.section !== section) {
          await write(
            `</section><section class="tb-print-section" id="s-${chapterIndex}-${section}"><h2>${escapeHtml(chapter.sections[section]?.name ?? "")}</h2>`,
          );
        }
        open = { chapter: chapterIndex, section };
        rendered.add(file.oid);
        await write(article);
      },
    );
    if (open) await write("</section></section>");
    body.end();
    await once(body, "finish");

    const answerKey = blocks.answerKey();
    const page = createWriteStream(join(folder, PAGE));
    page.write(head(book));
    const cover = book.coverAttachmentOid ? await assets.tryEnsure(book.coverAttachmentOid) : null;
    const coverImage =
      cover && assets.carries(cover) ? `<img src="${escapeHtml(cover)}" alt="${escapeHtml(book.name)}">` : "";
    page.write(`<section class="tb-print-cover">${coverImage}<h1>${escapeHtml(book.name)}</h1></section>`);
    page.write(tocHtml(tree, rendered));
    for await (const chunk of createReadStream(join(folder, "chapters.html"))) {
      if (!page.write(chunk)) await once(page, "drain");
    }
    if (answerKey.length > 0) page.write(`<div class="tb-print-chapter">${answerKeyHtml(answerKey)}</div>`);
    page.end("</body></html>");
    await once(page, "finish");

    let printed: { pdf: Buffer; pages: number } = { pdf: Buffer.alloc(0), pages: 0 };
    await run.step(EXPORT_TEXTS.stepLayout, async () => {
      const estimate = Math.max(1, countFiles(tree) * PAGES_PER_FILE);
      printed = await run.deps.heavyWork.printing.run(() =>
        printPdf({
          chromiumPath: config.chromiumPath,
          folder,
          page: PAGE,
          timeoutMs: PRINT_TIMEOUT_MS,
          onPages: (pages) => run.progress(60 + Math.min(pages / estimate, 1) * 35),
        }),
      );
      return formatMessage(EXPORT_TEXTS.printedPages, { n: printed.pages });
    });
    return { body: printed.pdf, extension: "pdf", contentType: "application/pdf" };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
