// Prints one HTML book to PDF with headless Chromium (playwright-core) and the Paged.js polyfill:
// the page is served from a folder through an intercepted made-up origin (so Paged.js can fetch its
// stylesheets and the fonts load, which file:// forbids), Paged.js lays it out into pages (running
// heads, page numbers, the table of contents' page numbers), and Chromium prints those pages A4 with
// the fonts embedded. While Paged.js works, the pages laid out so far are reported.
import { access, constants, stat } from "node:fs/promises";
import { join, normalize } from "node:path";
import { EXPORT_TEXTS, formatMessage } from "@textbook/shared";
import { chromium, type Route } from "playwright-core";
import { TaskFailure } from "../../jobs/task-handler.ts";

/** The made-up origin the book is served from inside Chromium; nothing leaves the machine. */
export const PRINT_ORIGIN = "http://book-export.invalid/";
const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];
const POLL_MS = 1000;
/** Evaluated in the page (the server has no DOM types): whether Paged.js is done, and its pages. */
const PRINT_STATE =
  "({ done: window.tbPrintedPages ?? null, laidOut: document.querySelectorAll('.pagedjs_page').length })";

export async function assertChromium(path: string): Promise<void> {
  try {
    await access(path, constants.X_OK);
  } catch {
    throw new TaskFailure(formatMessage(EXPORT_TEXTS.chromiumMissing, { path }));
  }
}

export interface PrintOptions {
  chromiumPath: string;
  /** The folder holding the book's page and everything it links. */
  folder: string;
  /** The page's name in the folder. */
  page: string;
  /** Called with the number of pages laid out so far while Paged.js works. */
  onPages: (pages: number) => Promise<void>;
  /** How long the layout may take before the export gives up. */
  timeoutMs: number;
}

/** Prints the page; answers the PDF and its page count. */
export async function printPdf(options: PrintOptions): Promise<{ pdf: Buffer; pages: number }> {
  await assertChromium(options.chromiumPath);
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: LAUNCH_ARGS });
  try {
    const page = await browser.newPage();
    await page.route("**/*", (route) => serveFromFolder(route, options.folder));
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(PRINT_ORIGIN + options.page, { waitUntil: "load", timeout: options.timeoutMs });
    const deadline = Date.now() + options.timeoutMs;
    for (;;) {
      const state = await page.evaluate<{ done: number | null; laidOut: number }>(PRINT_STATE);
      if (state.done !== null) break;
      if (errors.length > 0)
        throw new TaskFailure(formatMessage(EXPORT_TEXTS.printFailed, { reason: errors[0] ?? "" }));
      if (Date.now() > deadline) {
        throw new TaskFailure(formatMessage(EXPORT_TEXTS.printTimeout, { n: state.laidOut }));
      }
      await options.onPages(state.laidOut);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const { laidOut } = await page.evaluate<{ laidOut: number }>(PRINT_STATE);
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    return { pdf, pages: laidOut };
  } finally {
    await browser.close();
  }
}

/**
 * Answers one request of the printed page from the folder: a missing file is a 404 and anything
 * outside the folder or the made-up origin is aborted. It never rejects: playwright-core calls route
 * handlers without catching, so a throw here (a missing file, a request still in flight when the
 * browser closes) would be an unhandled rejection that ends the server, and the page would wait
 * for its answer until the print timed out.
 */
async function serveFromFolder(route: Route, folder: string): Promise<void> {
  try {
    const url = route.request().url();
    if (!url.startsWith(PRINT_ORIGIN)) return await route.abort();
    const relative = normalize(decodeURIComponent(new URL(url).pathname)).replace(/^[/\\]+/, "");
    if (relative.startsWith("..")) return await route.abort();
    const path = join(folder, relative);
    const found = await stat(path).then(
      (entry) => entry.isFile(),
      () => false,
    );
    // playwright names the content type from the file's extension.
    return await route.fulfill(found ? { path } : { status: 404, body: "" });
  } catch {
    // The page or browser closed while this request was in flight: nobody waits for the answer.
  }
}

/** The script a printed page carries before the polyfill: Paged.js tells when it is done. */
export const PAGED_CONFIG_SCRIPT =
  "window.PagedConfig = { auto: true, after: (flow) => { window.tbPrintedPages = flow.total; } };";
