// What the editor's browser tests do again and again: log in as the demo author, call the API as
// that user, make a content file of their own (with a first document), open it for writing, insert
// a block through the hover menu (with the files a media block asks for), and wait for pictures.
import { strict as assert } from "node:assert";
import { randomBytes } from "node:crypto";
import { EDITOR_TEXTS, STORAGE_KEYS } from "@textbook/shared";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { newPage } from "./browser.ts";
import { passwordLoginInto } from "./flows.ts";

export const tag = () => randomBytes(3).toString("hex");

/** The size the screenshots of whole editor pages are taken at. */
export const WIDE_SCREEN = { width: 1440, height: 900 };

/** A new page logged in as the demo author (13800000001 of 示范学校), at `size` when given. */
export async function authorPage(size?: {
  width: number;
  height: number;
}): Promise<{ page: Page; context: BrowserContext }> {
  const opened = await newPage();
  if (size) await opened.page.setViewportSize(size);
  await passwordLoginInto(opened.page, "13800000001", "示范学校");
  return opened;
}

/** Calls the API with the page's stored session; fails the test on any error code. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const envelope = await page.evaluate(
    async ({ method, path, body, tokenKey }) => {
      const token = localStorage.getItem(tokenKey);
      const response = await fetch(`/api${path}`, {
        method,
        // A body-less call (DELETE) sends no content type: the server refuses an empty JSON body.
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { errorCode: string; errorMessage: string; data: unknown };
    },
    { method, path, body, tokenKey: STORAGE_KEYS.token },
  );
  assert.equal(envelope.errorCode, "0", `${method} ${path}: ${envelope.errorMessage}`);
  return envelope.data as T;
}

export interface ContentFile {
  /** The editor's path for the file. */
  path: string;
  bookOid: string;
  chapterOid: string;
  sectionOid: string;
  fileOid: string;
}

/** A new chapter > section > content file in the book (信息技术基础 unless named), so each test edits a file of its own. */
export async function newContentFile(page: Page, bookName = "信息技术基础"): Promise<ContentFile> {
  const books = await callApi<{ items: { oid: string; name: string }[] }>(
    page,
    "GET",
    "/books/contributed?page=1&pageSize=50",
  );
  const book = books.items.find((item) => item.name === bookName);
  assert.ok(book);
  const chapter = await callApi<{ oid: string }>(page, "POST", `/books/${book.oid}/chapters`, {
    name: `编辑器 ${tag()}`,
  });
  const sections = `/books/${book.oid}/chapters/${chapter.oid}/sections`;
  const section = await callApi<{ oid: string }>(page, "POST", sections, { name: `小节 ${tag()}` });
  const file = await callApi<{ oid: string }>(page, "POST", `${sections}/${section.oid}/files`, {
    name: `正文 ${tag()}`,
    type: "CONTENT",
  });
  return {
    path: `/f/books/prosemirror-eidtor/${book.oid}/${chapter.oid}/${section.oid}/${file.oid}`,
    bookOid: book.oid,
    chapterOid: chapter.oid,
    sectionOid: section.oid,
    fileOid: file.oid,
  };
}

/** The API's path of the file. */
export function fileApiPath(file: ContentFile): string {
  return `/books/${file.bookOid}/chapters/${file.chapterOid}/sections/${file.sectionOid}/files/${file.fileOid}`;
}

/** Stores `content` (the top-level nodes, as ProseMirror JSON) as the file's next document. */
export async function storeDocument(
  page: Page,
  file: ContentFile,
  content: Record<string, unknown>[],
): Promise<void> {
  const path = `${fileApiPath(file)}/content`;
  const { version } = await callApi<{ version: number }>(page, "GET", path);
  await callApi(page, "PUT", path, { content: { type: "doc", content }, baseVersion: version });
}

/** Opens a file in the editor and waits until it may be written. */
export async function openEditable(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('.ProseMirror[contenteditable="true"]').waitFor();
}

/** The demo author at the wide screen size with a new content file of their own: how most editor tests begin. */
export async function authorWithNewFile(
  bookName?: string,
): Promise<{ page: Page; context: BrowserContext; file: ContentFile }> {
  const opened = await authorPage(WIDE_SCREEN);
  return { ...opened, file: await newContentFile(opened.page, bookName) };
}

/** As authorWithNewFile, the file holding `content` and open for writing. */
export async function editNewFile(
  content: Record<string, unknown>[],
): Promise<{ page: Page; context: BrowserContext; file: ContentFile }> {
  const opened = await authorWithNewFile();
  await storeDocument(opened.page, opened.file, content);
  await openEditable(opened.page, opened.file.path);
  return opened;
}

/**
 * Presses a key the browser itself handles by moving the caret (Home, Control+End): the editor
 * learns of the move from a later selectionchange event, so the next key waits until it has.
 */
export async function moveCaret(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/** A file the file dialog hands over: a name and its bytes. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Opens the hover menu beside the last top-level block and picks an entry. A media entry opens the
 * file dialog first: `files` answers it.
 */
export async function insertAfterLast(page: Page, label: string, files?: PickedFile[]): Promise<void> {
  const last = page.locator(".ProseMirror > *").last();
  await last.scrollIntoViewIfNeeded();
  await last.hover();
  await page.getByRole("button", { name: EDITOR_TEXTS.blockMenu }).click();
  const item = page.getByRole("menuitem", { name: label, exact: true });
  if (!files) {
    await item.click();
    return;
  }
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), item.click()]);
  await chooser.setFiles(files);
}

/** Saves now (the toolbar's 保存) and waits until the server has the document. */
export async function saveNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: EDITOR_TEXTS.save }).click();
  await page.getByText(EDITOR_TEXTS.saveStatus.saved).waitFor();
}

/** Waits until the image has loaded real pixels, and answers its address. */
export async function loadedImage(image: Locator): Promise<string> {
  await image.waitFor();
  await image
    .page()
    .waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await image.elementHandle(),
    );
  return (await image.getAttribute("src")) ?? "";
}
