import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/app.ts";

let webDist: string;
let context: TestContext;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), "web-dist-"));
  await mkdir(join(webDist, "assets"));
  await writeFile(join(webDist, "index.html"), "<!doctype html><title>app</title>");
  await writeFile(join(webDist, "reader.html"), "<!doctype html><title>reader</title>");
  context = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await context.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("the reader's pages", () => {
  it("answers share links and a member's edition with the reader's entry, never cached", async () => {
    for (const url of [
      "/preview/external/abcdefghijklmnopqrstuvwxyz",
      "/preview/external/abcdefghijklmnopqrstuvwxyz/file1",
      "/preview/internal/edition/edition1/file1?q=1",
      // A reader's own pages (issue 18): login, shelf, a pushed book.
      "/reader",
      "/reader/login?redirectPath=%2Freader",
      "/reader/books/book1/file1",
    ]) {
      const page = await context.app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toContain("<title>reader</title>");
    }
  });

  it("leaves the draft preview and every other page to the app", async () => {
    for (const url of [
      "/preview/internal/book1/chapter1/section1/file1",
      "/f/books/list",
      "/preview",
      "/readers",
    ]) {
      expect((await context.app.inject({ method: "GET", url })).body).toContain("<title>app</title>");
    }
  });
});
