// The PDF export of a demo-like book, printed by headless Chromium with Paged.js: a real PDF whose
// pages carry the book's CJK text in an embedded Noto CJK font, running heads, page numbers, the
// table of contents with page numbers and the answer key; without Chromium the task fails with a
// clear message. Skipped with a note where Chromium is not installed.
import { existsSync } from "node:fs";
import { EXPORT_TEXTS, formatMessage, type UserTask } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { call, type TestContext } from "../../test/app.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTaskTestApp } from "../../test/task-test-app.ts";
import { waitForState } from "../../test/tasks.ts";
import type { OrgRow, UserRow } from "../users/repository.ts";
import { buildExportBook, exportedFile } from "./test/export-world.ts";

const chromiumMissing = !existsSync(loadConfig(process.env).chromiumPath);
if (chromiumMissing)
  console.warn("Skipping the PDF print: needs Chromium (Debian: apt-get install chromium).");

let context: TestContext;
let token: string;
let editor: UserRow;
let org: OrgRow;

beforeAll(async () => {
  ({ context, org, editor, editorToken: token } = await createTaskTestApp());
});
afterAll(() => context.close());

describe("PDF export", () => {
  it.skipIf(chromiumMissing)(
    "prints the title page, the contents with page numbers, the chapters and the answer key",
    async () => {
      const book = await buildExportBook(context, org, editor);
      const { bytes, fileName, steps } = await exportedFile(context, token, book.oid, "PDF");
      expect(fileName).toBe("信息技术基础.pdf");
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // The CJK text is set in Noto CJK, embedded (as a subset) in the file.
      expect(bytes.toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+NotoSerifCJKsc-Regular/);
      const pages = pdfPageTexts(bytes);
      expect(steps.at(-1)).toMatchObject({
        name: EXPORT_TEXTS.stepLayout,
        message: formatMessage(EXPORT_TEXTS.printedPages, { n: pages.length }),
      });
      const [cover = "", contents = ""] = pages;
      expect(cover.trim()).toBe("信息技术基础");
      expect(contents).toContain(EXPORT_TEXTS.contents);
      const chapterPage = pages.findIndex((page) => page.includes("诺依曼结构由运算器"));
      expect(chapterPage).toBeGreaterThan(1);
      const lines = (page: string) => page.split("\n").map((line) => line.trim());
      // Its number at the foot, the chapter as the running head of a right page, its number in the contents.
      expect(lines(pages[chapterPage] ?? "")).toEqual(
        expect.arrayContaining([String(chapterPage + 1), "第一章 计算机概述"]),
      );
      expect(lines(contents)).toContain(String(chapterPage + 1));
      expect(pages[chapterPage]).toContain("中央处理器的英文缩写是?");
      const answers = pages.at(-1) ?? "";
      expect(answers).toContain(EXPORT_TEXTS.answerKey);
      expect(answers).toContain("(1)外存");
    },
    180_000,
  );

  it("fails with a clear message when Chromium is missing", async () => {
    const book = await buildExportBook(context, org, editor);
    const installed = context.config.chromiumPath;
    context.config.chromiumPath = "/nonexistent/chromium";
    try {
      const submitted = await call<UserTask>(context.app, "POST", "/api/books/export", {
        token,
        body: { bookOid: book.oid, format: "PDF" },
      });
      const failed = await waitForState(context.db, submitted.body.data.oid, "FAILED");
      expect(failed.errorMessage).toBe(
        formatMessage(EXPORT_TEXTS.chromiumMissing, { path: "/nonexistent/chromium" }),
      );
    } finally {
      context.config.chromiumPath = installed;
    }
  });
});
