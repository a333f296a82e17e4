// Exporting a book to EPUB and to PDF from the book's page: the format picked from 导出's menu, the
// toast's link followed to the task, the task center showing it 已完成, and the file downloaded
// under the book's name with an EPUB's (a ZIP's "PK") or a PDF's ("%PDF") first bytes. An edition is
// exported the same way from the 发布管理 drawer's editions table, with the edition's text, not the
// text written since.
import { strict as assert } from "node:assert";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { describe, test } from "node:test";
import { BOOK_DETAIL_TEXTS, EXPORT_TEXTS, type ExportFormat, TASK_TEXTS } from "@textbook/shared";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { chooseFromMenu, passwordLoginInto } from "../support/flows.ts";
import {
  addFile,
  createSchoolBook,
  DEMO,
  publishThroughApi,
  schoolSession,
  writeParagraphs,
} from "../support/publishing.ts";

useBrowser();

const BOOK = "信息技术基础";

type Checked = Extract<ExportFormat, "EPUB" | "PDF">;

const EXPECTED: Record<Checked, { extension: string; magic: string }> = {
  EPUB: { extension: "epub", magic: "PK" },
  PDF: { extension: "pdf", magic: "%PDF" },
};

/** Picks `format` in the 导出 menu named `button`, follows the toast to the task and downloads its file. */
async function pickAndDownload(
  page: Page,
  button: string,
  book: string,
  format: Checked,
  title: string,
): Promise<Buffer> {
  await chooseFromMenu(page, button, EXPORT_TEXTS.formats[format]);
  await page.getByText(BOOK_DETAIL_TEXTS.exportStarted).waitFor();
  await page.getByRole("button", { name: BOOK_DETAIL_TEXTS.viewTask }).click();
  await page.waitForURL(/\/f\/task\/detail\//);

  await page.getByRole("menuitem", { name: TASK_TEXTS.title }).click();
  await page.waitForURL(/\/f\/task\/list/);
  const row = page.getByRole("row", { name: new RegExp(title) }).first();
  await row.getByText("已完成").waitFor({ timeout: 120_000 });
  await snapshot(page, `export-${format.toLowerCase()}`);
  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: TASK_TEXTS.download }).click();
  const download = await downloading;
  const { extension, magic } = EXPECTED[format];
  assert.equal(download.suggestedFilename(), `${book}.${extension}`);
  const bytes = await readFile(await download.path());
  assert.equal(bytes.subarray(0, magic.length).toString("latin1"), magic);
  return bytes;
}

async function exportAndDownload(page: Page, format: Checked): Promise<void> {
  await page.goto("/f/books/list");
  await page.getByRole("link", { name: BOOK }).click();
  await pickAndDownload(page, BOOK_DETAIL_TEXTS.export, BOOK, format, `导出《${BOOK}》（${format}）`);
}

describe("book export", () => {
  test("EPUB and PDF are exported from the book page and downloaded from the task center", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    await exportAndDownload(page, "EPUB");
    await exportAndDownload(page, "PDF");
    await context.close();
  });

  test("an edition is exported as EPUB from the editions table with the edition's text", async () => {
    const editor = await schoolSession(baseUrl(), DEMO.editor);
    const admin = await schoolSession(baseUrl(), DEMO.chief);
    const name = `版本导出 ${randomBytes(3).toString("hex")}`;
    const bookOid = await createSchoolBook(admin, name, editor.userOid);
    const file = await addFile(editor, bookOid, ["第一版的正文"]);
    await publishThroughApi(baseUrl(), bookOid);
    await writeParagraphs(editor, file, ["发布之后改写的正文"]);

    const { page, context } = await newPage();
    await passwordLoginInto(page, DEMO.editor);
    await page.goto(`/f/books/detail/${bookOid}?publishing`);
    const bytes = await pickAndDownload(page, "导出第 1 版", name, "EPUB", `导出《${name}》第 1 版（EPUB）`);
    const pages = Object.entries(unzipSync(new Uint8Array(bytes)))
      .filter(([path]) => path.startsWith("OEBPS/page-"))
      .map(([, data]) => strFromU8(data))
      .join("");
    assert.ok(pages.includes("第一版的正文"), pages);
    assert.ok(!pages.includes("改写"), pages);
    await context.close();
  });
});
