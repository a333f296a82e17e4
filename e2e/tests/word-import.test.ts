// Issue 17 §1: an author imports a Word chapter into a book from its detail page. The parse proposes
// two chapters with their sections; after 开始导入 they appear in the book's tree, and the imported
// file opens in the editor with its picture, table, numbered caption and footnote popup.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { BOOK_DETAIL_TEXTS, formatMessage, WORD_IMPORT_TEXTS as T } from "@textbook/shared";
import { snapshot, useBrowser } from "../support/browser.ts";
import { authorPage, callApi, loadedImage, openEditable, tag, WIDE_SCREEN } from "../support/editor-flows.ts";
import { unfoldChapter } from "../support/flows.ts";
import { wordBook } from "../support/word-file.ts";

useBrowser();

interface TreeChapter {
  oid: string;
  name: string;
  sections: { oid: string; name: string; files: { oid: string; name: string }[] }[];
}

describe("Word import", () => {
  test("a .docx becomes chapters and sections; its file shows the picture, table, caption and popup", async () => {
    const { page, context } = await authorPage(WIDE_SCREEN);
    const books = await callApi<{ items: { oid: string; name: string }[] }>(
      page,
      "GET",
      "/books/contributed?page=1&pageSize=50",
    );
    const book = books.items.find((item) => item.name === "信息技术基础");
    assert.ok(book);
    const word = wordBook(tag());
    await page.goto(`/f/books/detail/${book.oid}`);
    await page.getByRole("button", { name: T.button }).click();
    const dialog = page.getByRole("dialog", { name: T.dialogTitle });
    await dialog.getByLabel(T.chooseFile, { exact: true }).last().setInputFiles({
      name: "细胞与遗传.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: word.bytes,
    });
    await dialog.getByRole("button", { name: T.parse }).click();
    await dialog.getByRole("heading", { name: T.treeTitle }).waitFor({ timeout: 30_000 });
    for (const [kind, titles] of [
      [T.chapterLevel, word.chapters],
      [T.sectionLevel, word.sections],
    ] as const) {
      for (const title of titles) {
        await dialog.getByRole("textbox", { name: formatMessage(T.titleOf, { kind, title }) }).waitFor();
      }
    }
    await snapshot(page, "word-import-tree");
    await dialog.getByRole("button", { name: T.start }).click();
    await dialog.getByText(T.done).waitFor({ timeout: 30_000 });
    await dialog.getByRole("button", { name: T.reportLink }).waitFor();
    await snapshot(page, "word-import-done");
    // The footer's 关闭 (the corner × has the same name).
    await dialog.getByRole("button", { name: T.close }).last().click();

    const tree = page.getByRole("region", { name: BOOK_DETAIL_TEXTS.tree });
    for (const [index, chapter] of word.chapters.entries()) {
      await unfoldChapter(page, chapter);
      await tree.getByRole("listitem", { name: word.sections[index], exact: true }).waitFor();
    }

    const chapters = await callApi<{ items: TreeChapter[] }>(page, "GET", `/books/${book.oid}/chapters`);
    const imported = chapters.items.find((chapter) => chapter.name === word.chapters[0]);
    const section = imported?.sections[0];
    const file = section?.files[0];
    assert.ok(imported && section && file);
    const number = chapters.items.indexOf(imported) + 1;
    await openEditable(
      page,
      `/f/books/prosemirror-eidtor/${book.oid}/${imported.oid}/${section.oid}/${file.oid}`,
    );
    const editor = page.locator(".ProseMirror");
    await loadedImage(editor.locator("figure img").first());
    await editor.locator("table").getByText("氢").waitFor();
    await editor.locator(".tb-caption__label", { hasText: `图${number}-1` }).waitFor();
    await editor.locator(".tb-caption__label", { hasText: `表${number}-1` }).waitFor();
    await editor.locator(".tb-caption__text", { hasText: "动物细胞" }).waitFor();
    await editor.locator(".tb-popup").first().waitFor();
    await snapshot(page, "word-import-editor");
    await context.close();
  });
});
