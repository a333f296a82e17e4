// Chapter and section headers (章标题/节标题) open a file: the first block's + menu offers them
// under 插入到文件开头, they land at the file's start, and they are saved.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS } from "@textbook/shared";
import type { Page } from "playwright-core";
import { useBrowser } from "../support/browser.ts";
import { authorPage, newContentFile, openEditable, saveNow, storeDocument } from "../support/editor-flows.ts";

useBrowser();

const BLOCKS = EDITOR_BLOCK_TEXTS.blocks;

async function insertAtStart(page: Page, label: string): Promise<void> {
  const first = page.locator(".ProseMirror > p").first();
  await first.hover();
  await page.getByRole("button", { name: EDITOR_TEXTS.blockMenu }).click();
  await page.getByRole("menuitem", { name: label, exact: true }).click();
}

describe("chapter and section headers", () => {
  test("the first block's menu puts a chapter header, then a section header, at the file's start", async () => {
    const { page, context } = await authorPage();
    const file = await newContentFile(page);
    await storeDocument(page, file, [{ type: "paragraph", content: [{ type: "text", text: "正文" }] }]);
    await openEditable(page, file.path);

    await insertAtStart(page, BLOCKS.chapterHeader);
    await page.locator(".ProseMirror > .tb-header--chapter").waitFor();
    await insertAtStart(page, BLOCKS.sectionHeader);
    await page.locator(".ProseMirror > .tb-header--section").waitFor();
    const order = await page
      .locator(".ProseMirror > *")
      .evaluateAll((blocks) =>
        blocks.slice(0, 3).map((block) => block.className.split(" ")[1] ?? block.tagName),
      );
    assert.deepEqual(order, ["tb-header--chapter", "tb-header--section", "P"]);

    await saveNow(page);
    await page.reload();
    await page.locator(".ProseMirror > .tb-header--section").waitFor();
    await context.close();
  });
});
