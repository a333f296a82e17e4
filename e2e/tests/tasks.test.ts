import { strict as assert } from "node:assert";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { pathToFileURL } from "node:url";
import { BOOK_DETAIL_TEXTS, type ChapterNode, EXPORT_TEXTS, TASK_TEXTS } from "@textbook/shared";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { newPage, snapshot, useBrowser } from "../support/browser.ts";
import { callApi, newContentFile, storeDocument } from "../support/editor-flows.ts";
import { chooseFromMenu, passwordLoginInto } from "../support/flows.ts";

useBrowser();

const BOOK = "信息技术基础";

/** Opens the file's page from the archive, as a reader of the export would, and checks what it shows. */
async function readExportedPage(
  page: Page,
  archive: string,
  fileOid: string,
  chapterIndex: number,
): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), "export-"));
  try {
    const entries = unzipSync(new Uint8Array(await readFile(archive)));
    for (const [name, bytes] of Object.entries(entries)) {
      if (name.endsWith("/")) continue;
      await mkdir(dirname(join(folder, name)), { recursive: true });
      await writeFile(join(folder, name), bytes);
    }
    const manifest = JSON.parse(await readFile(join(folder, "manifest.json"), "utf8")) as {
      chapters: { sections: { files: { oid: string; html: string }[] }[] }[];
    };
    const entry = manifest.chapters
      .flatMap((chapter) => chapter.sections.flatMap((section) => section.files))
      .find((item) => item.oid === fileOid);
    assert.ok(entry, "the file is in the archive");
    const reader = await page.context().newPage();
    await reader.goto(pathToFileURL(join(folder, entry.html)).href);
    // The formula is typeset, not its LaTeX source.
    await reader.locator(".katex-display .mord").first().waitFor();
    assert.equal(await reader.getByText("N = 2^{n}").count(), 0);
    // The caption reads as in the editor, and the table is drawn with its borders.
    await reader.getByText(`表${chapterIndex}-1`).waitFor();
    const border = await reader
      .locator("td")
      .first()
      .evaluate((cell) => getComputedStyle(cell).borderTopWidth);
    assert.equal(border, "1px");
    await snapshot(reader, "export-page");
    await reader.close();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe("task center", () => {
  test("an export started on the book page is followed to 已完成 in the task center and downloaded", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    // A file with a formula and a table whose caption was numbered in another chapter.
    const file = await newContentFile(page, BOOK);
    const tree = await callApi<{ items: ChapterNode[] }>(page, "GET", `/books/${file.bookOid}/chapters`);
    const chapterIndex = tree.items.findIndex((chapter) => chapter.oid === file.chapterOid) + 1;
    const cell = (text: string) => ({
      type: "tableCell",
      content: [{ type: "paragraph", content: [{ type: "text", text }] }],
    });
    await storeDocument(page, file, [
      { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "N = 2^{n}" } }] },
      {
        type: "tableBox",
        content: [
          {
            type: "caption",
            attrs: {
              oid: "export-caption",
              type: "TABLE",
              index: 1,
              chapterIndex: chapterIndex + 5,
              sectionIndex: 1,
            },
            content: [{ type: "text", text: "存储单位" }],
          },
          { type: "table", content: [{ type: "tableRow", content: [cell("字节"), cell("比特")] }] },
        ],
      },
    ]);
    await page.goto("/f/books/list");
    await page.getByRole("link", { name: BOOK }).click();
    await chooseFromMenu(page, BOOK_DETAIL_TEXTS.export, EXPORT_TEXTS.formats.ZIP);
    await page.getByText(BOOK_DETAIL_TEXTS.exportStarted).waitFor();

    await page.getByRole("menuitem", { name: TASK_TEXTS.title }).click();
    await page.waitForURL(/\/f\/task\/list/);
    const row = page.getByRole("row", { name: new RegExp(`导出《${BOOK}》`) }).first();
    await row.waitFor();
    await row.getByText("已完成").waitFor({ timeout: 60_000 });
    assert.equal(await row.getByRole("progressbar").getAttribute("aria-valuenow"), "100");
    await snapshot(page, "task-list");

    const downloading = page.waitForEvent("download");
    await row.getByRole("button", { name: TASK_TEXTS.download }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /\.zip$/);
    await readExportedPage(page, await download.path(), file.fileOid, chapterIndex);

    await row.getByRole("link", { name: TASK_TEXTS.detail }).click();
    await page.waitForURL(/\/f\/task\/detail\//);
    await page.getByRole("heading", { name: TASK_TEXTS.steps }).waitFor();
    await page.getByText("已完成").first().waitFor();
    await snapshot(page, "task-detail");
    await context.close();
  });

  test("a task is renamed in place", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    await page.goto("/f/task");
    await page.waitForURL(/\/f\/task\/list/);
    const row = page.getByRole("row", { name: new RegExp(`导出《${BOOK}》`) }).first();
    await row.getByRole("button", { name: TASK_TEXTS.rename }).click();
    const field = page.getByRole("textbox", { name: TASK_TEXTS.rename });
    await field.fill("期末导出");
    await field.press("Enter");
    await page.getByRole("row", { name: /期末导出/ }).waitFor();
    await page.reload();
    await page.getByRole("row", { name: /期末导出/ }).waitFor();
    await context.close();
  });
});
