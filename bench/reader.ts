// The published reader's first page (issue 16 §5): the JavaScript Chromium actually loads for it
// (each script gzipped -9; budget 150 KB) and the time from navigation to the file's text on screen,
// against a plain static HTML page of the same file — the edition's files/<oid>.html under its
// style.css, nothing else — served in the same run. Both read the edition's objects from the same
// server; each round opens each page in a fresh browser context (a first visit) at phone size.
// Needs a production web build (`npm run build -w @textbook/web`, or WEB_DIST).
import { access } from "node:fs/promises";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { api } from "@textbook/e2e/api";
import { call, DEMO, publishThroughApi, schoolSession } from "@textbook/e2e/publishing";
import { startServer } from "@textbook/e2e/server";
import type { CreatedShareLink, EditionManifest, ReaderEntry } from "@textbook/shared";
import { type Browser, chromium } from "playwright-core";
import { generateBook } from "./support/generated-book.ts";
import { percentile } from "./support/load.ts";

const ROUNDS = Number(process.env.BENCH_READER_ROUNDS ?? 7);
const BUDGET_KB = 150;
const PHONE = { width: 390, height: 844 };
/** The first file's own paragraph (generated-book.ts numbers each file's text). */
const MARKER = "第 1 个文件的正文。";

const webDist = resolve(import.meta.dirname, "..", process.env.WEB_DIST ?? "apps/web/dist");
await access(join(webDist, "reader.html")).catch(() => {
  throw new Error("no production web build with the reader: run `npm run build -w @textbook/web` first");
});

/** A page serving one HTML document at "/": the static baseline. */
function serveOnce(html: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  return new Promise((done) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      done({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

interface Visit {
  /** ms from navigation start until the marker text is in the page. */
  firstContentMs: number;
  /** gzip -9 bytes of every script the page loaded. */
  scriptBytes: number;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: PHONE, locale: "zh-CN" });
  try {
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(url, { waitUntil: "commit" });
    // Runs in the page, whose CSP refuses evaluated strings; the bench compiles without DOM types.
    const shown = await page.waitForFunction(
      (marker: string) => {
        const { document } = globalThis as unknown as { document: { body: { textContent: string } | null } };
        return document.body?.textContent.includes(marker) ? performance.now() : false;
      },
      MARKER,
      { polling: "raf", timeout: 60_000 },
    );
    const firstContentMs = Number(await shown.jsonValue());
    await page.waitForLoadState("networkidle");
    const scriptBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    return { firstContentMs, scriptBytes };
  } finally {
    await context.close();
  }
}

const server = await startServer({ env: { LOGIN_RATE_LIMIT: "100000000" } });
try {
  // A small book with every block type, published through the demo accounts' workflow.
  const chief = await schoolSession(server.baseUrl, DEMO.chief);
  const bookOid = await generateBook(chief, "阅读器基准", 5);
  await publishThroughApi(server.baseUrl, bookOid, DEMO.chief);
  const link = await call<CreatedShareLink>(chief, `/books/${bookOid}/share-links`, "POST", {
    editionOid: null,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
  });

  // The static page: the same file's HTML under the edition's stylesheet, addresses resolved
  // against the edition's root on the same server.
  const entry = await api<ReaderEntry>(server.baseUrl, `/reader/share-links/${link.token}`);
  const root = new URL(entry.base, server.baseUrl).toString();
  const manifest = (await (await fetch(new URL("manifest.json", root))).json()) as EditionManifest;
  const first = manifest.toc[0]?.sections[0]?.files[0];
  if (!first) throw new Error("the edition has no file");
  const fileHtml = await (await fetch(new URL(first.path, root))).text();
  const stylesheets = manifest.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  const staticPage = await serveOnce(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><base href="${root}">` +
      `${stylesheets}<title>${entry.book.name}</title></head><body>${fileHtml}</body></html>`,
  );

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const readerUrl = new URL(link.path, server.baseUrl).toString();
    // A warm-up of each: the server's first reads and Chromium's first start stay out of the figures.
    await visit(browser, readerUrl);
    await visit(browser, staticPage.url);
    const reader: Visit[] = [];
    const bare: Visit[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      reader.push(await visit(browser, readerUrl));
      bare.push(await visit(browser, staticPage.url));
    }
    const median = (visits: Visit[]) =>
      percentile(
        visits.map((item) => item.firstContentMs).sort((a, b) => a - b),
        0.5,
      );
    const readerKb = Math.max(...reader.map((item) => item.scriptBytes)) / 1024;
    const readerMs = median(reader);
    const bareMs = median(bare);
    console.log(`Reader first page at ${PHONE.width}×${PHONE.height} (${ROUNDS} rounds, fresh context each)`);
    console.log(
      `reader JavaScript loaded   ${readerKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, ${(readerKb / BUDGET_KB).toFixed(3)}x budget)`,
    );
    console.log(`reader: first content      median ${readerMs.toFixed(0)} ms`);
    console.log(`static HTML: first content median ${bareMs.toFixed(0)} ms`);
    console.log(`ratio reader/static        ${(readerMs / Math.max(bareMs, 1)).toFixed(2)}`);
    if (readerKb > BUDGET_KB) {
      console.error(`The reader's first page loads ${readerKb.toFixed(1)} KB of gzipped JavaScript.`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    staticPage.close();
  }
} finally {
  await server.stop();
}
