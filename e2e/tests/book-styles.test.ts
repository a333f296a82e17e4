// Whole-book styles as a new user tries them (issue 6): on a book's 样式设置 screen the paragraph
// font size, the chapter header background (an uploaded image) and the video layout change, and the
// live preview shows each change at once, before anything is saved; 保存 runs the whole-book task;
// after a reload the fields keep their values, and the editor and the reader preview show the new
// look. The look goes to the style library and, applied and saved on another book, shows in that
// book's editor. Both books go back to the defaults at the end, so later test files see them so.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { STYLE_SCREEN_TEXTS, STYLE_TEXTS, type StyleLibrary } from "@textbook/shared";
import type { Frame, Page } from "playwright-core";
import { newPage, snapshot, useBrowser } from "../support/browser.ts";
import {
  authorPage,
  type ContentFile,
  callApi,
  newContentFile,
  storeDocument,
  tag,
  WIDE_SCREEN,
} from "../support/editor-flows.ts";
import { passwordLoginInto } from "../support/flows.ts";
import { gradientPng } from "../support/png.ts";

useBrowser();

const T = STYLE_SCREEN_TEXTS;
const F = STYLE_TEXTS.fields;
const PANELS = STYLE_TEXTS.panels;

/** The live preview's document, once its page has drawn the sample. */
async function previewFrame(page: Page): Promise<Frame> {
  const element = await page.locator(`iframe[title="${T.previewTitle}"]`).elementHandle();
  const frame = await element?.contentFrame();
  assert.ok(frame, "the style screen shows its preview");
  await frame.locator(".ProseMirror .tb-video-box").waitFor();
  return frame;
}

/** Waits until `read` (run in the frame or page) answers `wanted`. */
async function waitFor(
  place: Page | Frame,
  read: (selector: string) => string,
  selector: string,
  wanted: (value: string) => boolean,
): Promise<string> {
  let last = "";
  for (let attempt = 0; attempt < 100; attempt++) {
    last = await place.evaluate(read, selector);
    if (wanted(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${selector}: still ${last}`);
}

const fontSize = (selector: string) => {
  const element = document.querySelector(selector);
  return element ? getComputedStyle(element).fontSize : "";
};
const backgroundImage = (selector: string) => {
  const element = document.querySelector(selector);
  return element ? getComputedStyle(element).backgroundImage : "";
};

const PARAGRAPH = ".ProseMirror > p";

/** 保存, not 保存到样式库 (an icon's name comes before the words). */
const saveButton = (page: Page) => page.getByRole("button", { name: new RegExp(`${T.save}$`) });

async function openStyleScreen(page: Page, bookOid: string): Promise<Frame> {
  await page.goto(`/f/books/style/${bookOid}`);
  await page.getByRole("menuitem", { name: PANELS.page }).waitFor();
  // The lock is ours once the buttons are.
  await saveButton(page).and(page.locator(":not([disabled])")).waitFor();
  return previewFrame(page);
}

async function choosePanel(page: Page, panel: string): Promise<void> {
  await page.getByRole("menuitem", { name: panel }).click();
  await page.getByRole("heading", { name: panel, level: 3 }).waitFor();
}

/** 保存, then the whole-book task, until its success toast. */
async function saveLook(page: Page): Promise<void> {
  await saveButton(page).click();
  await page.getByText(T.saved).waitFor({ timeout: 60_000 });
  await page.getByText(T.unsaved).waitFor({ state: "detached" });
}

async function paragraphFile(page: Page, bookName?: string): Promise<ContentFile> {
  const file = await newContentFile(page, bookName);
  await storeDocument(page, file, [
    { type: "paragraph", content: [{ type: "text", text: "全书样式下的一段正文。" }] },
  ]);
  return file;
}

/** Puts the books' looks back to the defaults, waiting for each reset task. */
async function resetLooks(page: Page, bookOids: Iterable<string>): Promise<void> {
  for (const bookOid of bookOids) {
    await callApi(page, "DELETE", `/books/${bookOid}/custom-styles`);
    for (let attempt = 0; attempt < 100; attempt++) {
      const state = await callApi<{ inProgress: boolean }>(
        page,
        "GET",
        `/books/${bookOid}/custom-styles/task-state`,
      );
      if (!state.inProgress) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe("book styles", () => {
  test("the live preview follows each change; the saved look reaches the editor, the preview and another book", async () => {
    const { page, context } = await authorPage(WIDE_SCREEN);
    const fileA = await paragraphFile(page);
    const fileB = await paragraphFile(page, "大学语文");
    try {
      await stylesAcrossBooks(page, fileA, fileB);
    } finally {
      await snapshot(page, "book-styles-last");
      await resetLooks(page, [fileA.bookOid, fileB.bookOid]);
      await context.close();
    }
  });

  test("an editor without style rights is told so once, not promised a retry", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    const books = await callApi<{ items: { oid: string; name: string }[] }>(
      page,
      "GET",
      "/books/contributed?page=1&pageSize=50",
    );
    const book = books.items.find((item) => item.name === "信息技术基础");
    assert.ok(book, "李编辑 edits 信息技术基础");
    const lockRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/custom-styles/editing")) lockRequests.push(request.method());
    });
    await page.goto(`/f/books/style/${book.oid}`);
    await page.getByText(T.noStyleRights).waitFor();
    assert.equal(await page.getByText(T.lockFailedHint).count(), 0);
    assert.deepEqual(lockRequests, [], "no lock is asked for without the right to use it");
    assert.equal(await page.getByRole("button", { name: T.save }).isDisabled(), true);
    await context.close();
  });
});

async function stylesAcrossBooks(page: Page, fileA: ContentFile, fileB: ContentFile): Promise<void> {
  // From the book's page to its style screen.
  await page.goto(`/f/books/detail/${fileA.bookOid}`);
  await page.getByRole("button", { name: T.open }).click();
  await page.waitForURL(`**/f/books/style/${fileA.bookOid}`);
  await page.getByRole("menuitem", { name: PANELS.page }).waitFor();
  await saveButton(page).and(page.locator(":not([disabled])")).waitFor();
  let preview = await previewFrame(page);
  assert.equal(await preview.evaluate(fontSize, PARAGRAPH), "18px");

  // The paragraph font size: the preview's paragraph changes before anything is saved.
  await choosePanel(page, PANELS.paragraph);
  await page.getByLabel(F["font.size"], { exact: true }).fill("24");
  await waitFor(preview, fontSize, PARAGRAPH, (size) => size === "24px");
  await page.getByText(T.unsaved).waitFor();

  // The chapter header's background becomes an uploaded image.
  await choosePanel(page, PANELS.chapterHeader);
  const header = ".ProseMirror .tb-header--chapter";
  assert.doesNotMatch(await preview.evaluate(backgroundImage, header), /url\(/);
  await page
    .getByRole("radiogroup", { name: F["background.type"] })
    .getByText(STYLE_TEXTS.options.image, { exact: true })
    .click();
  await page.getByLabel(`${F.background}（大屏）`, { exact: true }).setInputFiles({
    name: "章头背景.png",
    mimeType: "image/png",
    buffer: gradientPng(480, 160),
  });
  await waitFor(preview, backgroundImage, header, (image) => image.includes("url("));

  // The videos' layout: the preview's video card takes layout 3.
  await choosePanel(page, PANELS.video);
  await page
    .getByRole("radiogroup", { name: F.layout })
    .getByText(T.layout.replace("{n}", "3"), { exact: true })
    .click();
  await preview.locator('.ProseMirror .tb-video-box[data-layout="layout-003"]').waitFor();
  await snapshot(page, "book-styles-screen");

  await saveLook(page);

  // After a reload the fields show the saved look, and so does the preview.
  await page.reload();
  preview = await openStyleScreen(page, fileA.bookOid);
  await choosePanel(page, PANELS.paragraph);
  assert.equal(await page.getByLabel(F["font.size"], { exact: true }).inputValue(), "24");
  await waitFor(preview, fontSize, PARAGRAPH, (size) => size === "24px");
  await choosePanel(page, PANELS.chapterHeader);
  assert.ok(
    await page
      .getByRole("radiogroup", { name: F["background.type"] })
      .getByRole("radio", { name: STYLE_TEXTS.options.image })
      .isChecked(),
  );
  await waitFor(preview, backgroundImage, header, (image) => image.includes("url("));
  await choosePanel(page, PANELS.video);
  assert.ok(await page.getByRole("radio", { name: T.layout.replace("{n}", "3") }).isChecked());
  await preview.locator('.ProseMirror .tb-video-box[data-layout="layout-003"]').waitFor();

  // The look goes to the style library.
  const name = `端到端样式 ${tag()}`;
  await page.getByRole("button", { name: T.library.open }).click();
  const drawer = page.getByRole("dialog", { name: T.library.title });
  await drawer.getByRole("button", { name: T.library.saveTo }).click();
  const naming = page.getByRole("dialog", { name: T.library.saveTo });
  await naming.getByLabel(T.library.name).fill(name);
  await naming.getByRole("button", { name: "确定" }).click();
  await drawer.getByRole("listitem", { name }).waitFor();
  await snapshot(page, "book-styles-library");

  // The editor shows the saved look.
  await page.goto(fileA.path);
  await page.locator(`${PARAGRAPH}`).first().waitFor();
  await waitFor(page, fontSize, PARAGRAPH, (size) => size === "24px");
  await snapshot(page, "book-styles-editor");

  // So does the reader preview.
  await page.goto(fileA.path.replace("/f/books/prosemirror-eidtor/", "/preview/internal/"));
  await page.locator(PARAGRAPH).first().waitFor();
  await waitFor(page, fontSize, PARAGRAPH, (size) => size === "24px");

  // Another book of the organisation takes the look from the library.
  preview = await openStyleScreen(page, fileB.bookOid);
  assert.equal(await preview.evaluate(fontSize, PARAGRAPH), "18px");
  await page.getByRole("button", { name: T.library.open }).click();
  await drawer.getByRole("listitem", { name }).getByRole("button", { name: T.library.apply }).click();
  await page.getByText(T.library.applied.replace("{name}", name)).waitFor();
  await waitFor(preview, fontSize, PARAGRAPH, (size) => size === "24px");
  await preview.locator('.ProseMirror .tb-video-box[data-layout="layout-003"]').waitFor();
  await saveLook(page);

  await page.goto(fileB.path);
  await page.locator(PARAGRAPH).first().waitFor();
  await waitFor(page, fontSize, PARAGRAPH, (size) => size === "24px");

  // The library entry is the test's own: it goes again.
  const libraries = await callApi<{ items: StyleLibrary[] }>(
    page,
    "GET",
    `/books/${fileA.bookOid}/style-libraries`,
  );
  const saved = libraries.items.find((library) => library.name === name);
  assert.ok(saved);
  await callApi(page, "DELETE", `/books/${fileA.bookOid}/style-libraries/${saved.oid}`);
}
