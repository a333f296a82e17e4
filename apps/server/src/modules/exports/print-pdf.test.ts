// printPdf's own contract: a page asking for a file the folder lacks (or a request still in flight
// when the browser closes) must not reject outside the print: playwright-core calls route handlers
// without catching, so a throwing handler was an unhandled rejection that ended the whole server.
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { printPdf } from "./print-pdf.ts";

const chromiumPath = loadConfig(process.env).chromiumPath;
const chromiumMissing = !existsSync(chromiumPath);

let folder: string;
const unhandled: unknown[] = [];
const collect = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "print-pdf-"));
  process.on("unhandledRejection", collect);
});
afterAll(async () => {
  process.off("unhandledRejection", collect);
  await rm(folder, { recursive: true, force: true });
});

describe("printPdf", () => {
  it.skipIf(chromiumMissing)(
    "prints a page whose picture and stylesheet are missing, with nothing rejected outside it",
    async () => {
      await writeFile(
        join(folder, "book.html"),
        '<html><head><link rel="stylesheet" href="missing.css"></head><body><p>正文</p>' +
          '<img src="pictures/missing.png"><img src="../outside.png">' +
          "<script>window.tbPrintedPages = 1;</script></body></html>",
      );
      const { pdf, pages } = await printPdf({
        chromiumPath,
        folder,
        page: "book.html",
        onPages: async () => {},
        timeoutMs: 30_000,
      });
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pages).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    },
  );
});
