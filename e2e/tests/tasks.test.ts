import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { BOOK_DETAIL_TEXTS, TASK_TEXTS } from "@textbook/shared";
import { newPage, snapshot, useBrowser } from "../support/browser.ts";
import { passwordLoginInto } from "../support/flows.ts";

useBrowser();

const BOOK = "信息技术基础";

describe("task center", () => {
  test("an export started on the book page is followed to 已完成 in the task center and downloaded", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    await page.getByRole("link", { name: BOOK }).click();
    await page.getByRole("button", { name: BOOK_DETAIL_TEXTS.export }).click();
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
