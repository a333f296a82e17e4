// The book's look in the editor and the reader preview (issue 6): with no custom style, a document
// with a chapter header, text, a table and cards shows content §9's defaults, taken from the book's
// --tb- variables; the preview's phone switch shows the small screen's header padding.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import type { Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import { editNewFile } from "../support/editor-flows.ts";

useBrowser();

const text = (words: string) => [{ type: "text", text: words }];
const cell = (type: string, words: string) => ({
  type,
  content: [{ type: "paragraph", content: text(words) }],
});

const DOCUMENT = [
  { type: "chapterHeader", content: text("第一章 信息与信息技术") },
  { type: "heading", attrs: { level: 2 }, content: text("一、信息") },
  { type: "paragraph", content: text("信息是用来消除随机不确定性的东西。") },
  {
    type: "tableBox",
    content: [
      { type: "caption", attrs: { type: "TABLE" }, content: text("常见信息载体") },
      {
        type: "table",
        content: [
          { type: "tableRow", content: [cell("tableHeader", "载体"), cell("tableHeader", "例子")] },
          { type: "tableRow", content: [cell("tableCell", "文字"), cell("tableCell", "书本")] },
        ],
      },
    ],
  },
  { type: "videoBox", attrs: { oid: "look-video", title: "信息的传递" } },
  { type: "horizontalRule" },
];

async function style(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

describe("the book's look", () => {
  test("the editor and the preview show content §9's defaults from the book's variables", async () => {
    const { page, context, file } = await editNewFile(DOCUMENT);
    await page.locator(".tb-book .tb-video-box").waitFor();

    assert.equal(await style(page, ".ProseMirror > p", "font-size"), "18px");
    assert.equal(await style(page, ".ProseMirror > p", "text-indent"), "36px");
    assert.equal(await style(page, ".ProseMirror > p", "color"), "rgb(33, 33, 33)");
    assert.equal(await style(page, ".ProseMirror > h2", "color"), "rgb(0, 131, 143)");
    assert.equal(await style(page, ".tb-header--chapter", "background-color"), "rgb(0, 131, 143)");
    assert.equal(await style(page, ".tb-header--chapter", "font-size"), "48px");
    assert.equal(await style(page, ".tb-header--chapter", "padding-top"), "120px");
    assert.equal(await style(page, ".tb-table-box th", "background-color"), "rgb(216, 216, 216)");
    assert.equal(await style(page, ".tb-table-box td", "border-top-color"), "rgb(97, 97, 97)");
    assert.equal(await style(page, ".tb-video-box", "background-color"), "rgba(0, 131, 143, 0.12)");
    assert.equal(await style(page, ".tb-video-box", "border-top-style"), "none");
    assert.equal(await page.locator(".tb-video-box").getAttribute("data-layout"), "layout-001");
    assert.equal(await style(page, ".tb-horizontal-rule hr", "border-top-color"), "rgb(171, 171, 171)");
    await snapshot(page, "book-look-editor");

    await page.goto(file.path.replace("/f/books/prosemirror-eidtor/", "/preview/internal/"));
    const header = page.locator(".tb-book .tb-header--chapter");
    await header.waitFor();
    assert.equal(await style(page, ".tb-book .tb-header--chapter", "padding-top"), "120px");
    await page.getByText("手机").click();
    await page.locator('.tb-book[data-device="phone"]').waitFor();
    assert.equal(await style(page, ".tb-book .tb-header--chapter", "padding-top"), "60px");
    await snapshot(page, "book-look-preview-phone");
    await context.close();
  });
});
