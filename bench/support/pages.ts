// bench/editor's pages for the browser benchmarks: built with Vite, served from a local port, and
// opened in Debian's headless Chromium.
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { build } from "vite";

const PAGES_DIR = join(import.meta.dirname, "..", "editor");
const DIST = join(PAGES_DIR, "dist");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
};

function serve(): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    try {
      const body = await readFile(join(DIST, path));
      response.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (!address || typeof address === "string") return reject(new Error("no address"));
      resolve({ server, url: `http://127.0.0.1:${address.port}` });
    });
  });
}

/** Builds the pages, serves them and starts Chromium; `use` gets both, and both stop after it. */
export async function withPages(use: (browser: Browser, url: string) => Promise<void>): Promise<void> {
  await build({ configFile: join(PAGES_DIR, "vite.config.ts"), logLevel: "error" });
  const { server, url } = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    await use(browser, url);
  } finally {
    await browser.close();
    server.close();
  }
}
