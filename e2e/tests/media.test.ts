import { strict as assert } from "node:assert";
import { randomBytes } from "node:crypto";
import { describe, test } from "node:test";
import { type Attachment, BOOK_DETAIL_TEXTS, MEDIA_TEXTS, type Page, UPLOAD_TEXTS } from "@textbook/shared";
import type { Page as BrowserPage } from "playwright-core";
import { newPage, snapshot, useBrowser } from "../support/browser.ts";
import { callApi, newContentFile, storeDocument } from "../support/editor-flows.ts";
import { passwordLoginInto } from "../support/flows.ts";
import { gradientPng } from "../support/png.ts";

useBrowser();

const BOOK = "信息技术基础";

async function openMediaLibrary(page: BrowserPage): Promise<void> {
  await page.getByRole("link", { name: BOOK }).click();
  await page.getByRole("button", { name: BOOK_DETAIL_TEXTS.mediaLibrary }).click();
  await page.waitForURL(/\/f\/books\/media\//);
  await page.getByRole("heading", { name: BOOK }).waitFor();
}

describe("media", () => {
  test("an uploaded image shows its progress, then its thumbnail; an unknown file is refused in the browser", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    await openMediaLibrary(page);

    // Parts arrive slowly enough to watch the overlay.
    await page.route("**/api/uploads/**", async (route) => {
      await new Promise((wait) => setTimeout(wait, 600));
      await route.continue();
    });
    const name = `插图-${randomBytes(3).toString("hex")}.png`;
    await page
      .getByTestId("media-upload-input")
      .setInputFiles([{ name, mimeType: "image/png", buffer: gradientPng(1200, 800) }]);
    const overlay = page.getByRole("status", { name: UPLOAD_TEXTS.overlayTitle });
    await overlay.getByText(name).waitFor();
    await overlay.getByRole("progressbar").waitFor();
    await snapshot(page, "media-uploading");
    await overlay.waitFor({ state: "detached", timeout: 30_000 });

    const card = page.getByRole("article", { name });
    await card.waitFor();
    await page.getByText(`“${name}”已上传`).waitFor();
    const thumbnail = card.getByRole("img", { name });
    await thumbnail.waitFor();
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
    assert.match((await card.textContent()) ?? "", /1200 × 800/);
    await snapshot(page, "media-uploaded");

    await card.getByRole("button", { name: MEDIA_TEXTS.preview }).first().click();
    const preview = page.getByRole("dialog", { name });
    await preview.getByRole("img", { name }).waitFor();
    await page.keyboard.press("Escape");

    await page
      .getByTestId("media-upload-input")
      .setInputFiles([{ name: "说明.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
    await page.getByText("“说明.txt”的格式不支持，请上传图片、音频、视频、3D 模型或文档").waitFor();
    await context.close();
  });

  test("删除 names where an image is used and refuses it; once unused the image is deleted", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    const file = await newContentFile(page, BOOK);
    await page.goto("/f/books/list");
    await openMediaLibrary(page);
    const name = `待删除-${randomBytes(3).toString("hex")}.png`;
    await page
      .getByTestId("media-upload-input")
      .setInputFiles([{ name, mimeType: "image/png", buffer: gradientPng(320, 200) }]);
    const card = page.getByRole("article", { name });
    await card.waitFor({ timeout: 30_000 });
    const listed = await callApi<Page<Attachment>>(
      page,
      "GET",
      `/books/${file.bookOid}/attachments?keyword=${encodeURIComponent(name)}`,
    );
    const image = listed.items[0];
    assert.ok(image);
    await storeDocument(page, file, [
      { type: "imageBlock", attrs: { fileOid: image.attachmentOid, alt: name } },
    ]);

    await card.getByRole("button", { name: MEDIA_TEXTS.delete }).click();
    const dialog = page.getByRole("dialog", { name: `删除“${name}”` });
    await dialog.getByText("该文件正在以下 1 处使用，请先从这些位置移除后再删除：").waitFor();
    const place = dialog.getByRole("link");
    assert.match((await place.textContent()) ?? "", /正文/);
    assert.equal(await place.getAttribute("href"), file.path);
    assert.equal(await dialog.getByRole("button", { name: MEDIA_TEXTS.delete }).isDisabled(), true);
    await snapshot(page, "media-delete-in-use");
    await dialog.getByRole("button", { name: MEDIA_TEXTS.cancel }).click();

    await storeDocument(page, file, [{ type: "paragraph" }]);
    await card.getByRole("button", { name: MEDIA_TEXTS.preview }).first().click();
    await page.getByRole("dialog", { name }).getByRole("button", { name: MEDIA_TEXTS.delete }).click();
    await dialog.getByText(MEDIA_TEXTS.unused).waitFor();
    await dialog.getByRole("button", { name: MEDIA_TEXTS.delete }).click();
    await page.getByText(`“${name}”已删除`).waitFor();
    await card.waitFor({ state: "detached" });
    await context.close();
  });
});
