// The book's note-title style and reference update in a real browser: the editor's 题注样式 dialog
// renumbers the book's captions in SECTION style with the Picture tag, and the open file shows the
// new label, and the reference to it the new text, once the task is over.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { type BookTaskState, type ChapterNode, NOTE_TITLE_TEXTS as T } from "@textbook/shared";
import type { Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import { authorWithNewFile, callApi, openEditable, storeDocument } from "../support/editor-flows.ts";

useBrowser();

const text = (value: string) => [{ type: "text", text: value }];

/** Polls the book's task state until its task ends; fails after `timeoutMs` rather than hanging the suite. */
async function waitForTaskEnd(page: Page, bookOid: string, path: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await callApi<BookTaskState>(page, "GET", `/books/${bookOid}/${path}`);
    if (!state.inProgress) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`the task behind ${path} did not end within ${timeoutMs} ms`);
}

describe("note titles", () => {
  test("题注样式 numbers the book's captions by section with the chosen tag; the open file shows it", async () => {
    const { page, context, file } = await authorWithNewFile("大学语文");
    const tree = await callApi<{ items: ChapterNode[] }>(page, "GET", `/books/${file.bookOid}/chapters`);
    const chapter = tree.items.findIndex((item) => item.oid === file.chapterOid) + 1;
    await storeDocument(page, file, [
      {
        type: "imageBox",
        attrs: { oid: "box-e2e" },
        content: [
          { type: "imageBlock" },
          {
            type: "caption",
            attrs: { oid: "caption-e2e", type: "IMAGE", index: 1, chapterIndex: chapter, sectionIndex: 1 },
            content: text("孔子讲学图"),
          },
        ],
      },
      {
        type: "paragraph",
        content: [
          ...text("见"),
          {
            type: "crossReference",
            attrs: {
              oid: "reference-e2e",
              type: 2,
              targetOid: "box-e2e",
              targetCaptionOid: "caption-e2e",
              targetCaptionType: "IMAGE",
              content: `图${chapter}-1`,
            },
          },
        ],
      },
    ]);
    await openEditable(page, file.path);
    const label = page.locator(".tb-caption__label");
    assert.equal(await label.textContent(), `图${chapter}-1`);

    await page.getByRole("button", { name: T.noteTitleMenu }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`${T.byChapter}（如 图1-2）`).waitFor();
    await dialog.getByRole("radio", { name: `${T.bySection}（如 图1-1-2）` }).check();
    await dialog.getByRole("combobox", { name: T.imageTag }).click();
    await page.getByTitle("Picture", { exact: true }).click();
    await dialog.getByText(`${T.bySection}（如 Picture1-1-2）`).waitFor();
    await page.locator(".ant-select-dropdown").waitFor({ state: "hidden" });
    await snapshot(page, "note-title-dialog");
    await dialog.getByRole("button", { name: T.apply }).click();

    await page.getByText(T.noteTitleDone).waitFor({ timeout: 30_000 });
    await page.locator(".tb-caption__label", { hasText: `Picture${chapter}-1-1` }).waitFor();
    await page.locator(".tb-cross-reference", { hasText: `Picture${chapter}-1-1` }).waitFor();
    await page.locator('.ProseMirror[contenteditable="true"]').waitFor();
    await snapshot(page, "note-title-applied");

    // The book goes back to its first setting, for the tests after this one.
    await callApi(page, "POST", `/books/${file.bookOid}/note-title-style`, {
      noteTitleStyle: "CHAPTER",
      imageTag: "图",
      tableTag: "表",
    });
    await waitForTaskEnd(page, file.bookOid, "check-note-title-task-state");
    await context.close();
  });
});
