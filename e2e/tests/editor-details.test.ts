// What a careful author notices in the editor (issue 13, items 14 and 15): the + menu's icons and
// search, new blocks brought into view, nothing left behind by a cancelled link, a way out of a code
// box that ends the file, the empty file's hint, the marks bubble only over text, long formulas,
// the table toolbar in the gap above its table, and a new quiz that asks the server for nothing.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS } from "@textbook/shared";
import type { Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import { editNewFile, moveCaret } from "../support/editor-flows.ts";

useBrowser();

const BLOCKS = EDITOR_BLOCK_TEXTS.blocks;
const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => paragraph(`第 ${index + 1} 段：光合作用把光能变成化学能。`));

/** Opens the + menu beside the `index`th top-level block. */
async function openBlockMenu(page: Page, index: number): Promise<void> {
  const block = page.locator(".ProseMirror > *").nth(index);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await page.getByRole("button", { name: EDITOR_TEXTS.blockMenu }).click();
}

/** The editor column's visible box (the part of the page the author sees). */
async function columnBox(page: Page) {
  const box = await page.evaluate(() => {
    let element: HTMLElement | null = document.querySelector(".ProseMirror");
    while (element && getComputedStyle(element).overflowY !== "auto") element = element.parentElement;
    const rect = (element ?? document.documentElement).getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  });
  return box;
}

describe("editor details", () => {
  test("the + menu has icons and a search box; Enter inserts the match, wholly in view", async () => {
    const { page, context } = await editNewFile(paragraphs(40));
    // The last paragraph on screen: a code box after it would start at the window's foot.
    const column = await columnBox(page);
    const onScreen = await page.evaluate((bottom) => {
      const blocks = Array.from(document.querySelectorAll(".ProseMirror > p"));
      return blocks.findLastIndex((block) => block.getBoundingClientRect().bottom < bottom - 10);
    }, column.bottom);
    await openBlockMenu(page, onScreen);
    const search = page.getByRole("textbox", { name: EDITOR_BLOCK_TEXTS.blockMenu.search });
    await search.waitFor();
    assert.ok((await page.locator(".ant-dropdown-menu-item svg").count()) > 20, "entries have icons");
    await search.fill(BLOCKS.codeBox);
    const entries = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").getByRole("menuitem");
    assert.deepEqual(await entries.allTextContents(), [BLOCKS.codeBox], "the search leaves the one match");
    await snapshot(page, "editor-block-menu-search");
    await page.keyboard.press("Enter");
    const box = page.locator('.ProseMirror [data-type="codeBox"]');
    await box.waitFor();
    await page.waitForFunction(
      ({ bottom }) => {
        const rect = document.querySelector('.ProseMirror [data-type="codeBox"]')?.getBoundingClientRect();
        return rect !== undefined && rect.bottom <= bottom + 1;
      },
      { bottom: column.bottom },
    );
    await context.close();
  });

  test("a link whose panel is cancelled leaves nothing in the text", async () => {
    const { page, context } = await editNewFile([paragraph("前文")]);
    await openBlockMenu(page, 0);
    await page.getByRole("menuitem", { name: BLOCKS.link, exact: true }).click();
    const panel = page.getByRole("dialog", { name: EDITOR_BLOCK_TEXTS.link.edit });
    await panel.waitFor();
    await panel.getByRole("button", { name: EDITOR_BLOCK_TEXTS.math.cancel }).click();
    await page.locator('.ProseMirror [data-type="link"]').waitFor({ state: "detached" });
    assert.equal(await page.locator(".ProseMirror").textContent(), "前文");
    await context.close();
  });

  test("the caret leaves a code box that ends the file by the down arrow, into a new paragraph", async () => {
    const { page, context } = await editNewFile([
      paragraph("前文"),
      { type: "codeBox", attrs: { lang: "Python" }, content: [{ type: "text", text: "print(1)" }] },
    ]);
    await page.locator(".tb-code-box .cm-content").click();
    await moveCaret(page, "End");
    await moveCaret(page, "ArrowDown");
    await page.keyboard.type("代码之后");
    const last = page.locator(".ProseMirror > p").last();
    assert.equal(await last.textContent(), "代码之后");
    assert.equal(await page.locator(".tb-code-box .cm-content").textContent(), "print(1)");
    await context.close();
  });

  test("an empty file says what to do, until the first character", async () => {
    const { page, context } = await editNewFile([{ type: "paragraph" }]);
    const hint = page.locator(".ProseMirror .tb-empty-file");
    assert.equal(await hint.getAttribute("data-hint"), EDITOR_TEXTS.emptyFileHint);
    const shown = await hint.evaluate((element) => getComputedStyle(element, "::before").content);
    assert.equal(shown, JSON.stringify(EDITOR_TEXTS.emptyFileHint), "the hint is drawn");
    await snapshot(page, "editor-empty-file");
    await page.locator(".ProseMirror").click();
    await page.keyboard.type("第");
    await hint.waitFor({ state: "detached" });
    await context.close();
  });

  test("the marks bubble shows over selected words, never over a selected formula", async () => {
    const { page, context } = await editNewFile([
      paragraph("光合作用"),
      { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "E = mc^2" } }] },
      paragraph("后文"),
    ]);
    const bold = page.getByRole("button", { name: EDITOR_TEXTS.marks.bold });
    await page.locator(".ProseMirror > p").first().click();
    await moveCaret(page, "End");
    await page.keyboard.press("Shift+Home");
    await bold.waitFor();
    await moveCaret(page, "End");
    await bold.waitFor({ state: "hidden" });
    // Down from the paragraph's end selects the formula below it.
    await moveCaret(page, "ArrowDown");
    await page.locator(".tb-math.ProseMirror-selectednode").waitFor();
    await page.waitForTimeout(300);
    assert.equal(await bold.isVisible(), false, "no bubble over the formula");
    await context.close();
  });

  test("a formula wider than the page scrolls inside its box instead of being cut off", async () => {
    const long = Array.from({ length: 40 }, (_, index) => `x_{${index}}`).join(" + ");
    const { page, context } = await editNewFile([
      paragraph("前文"),
      { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: long } }] },
    ]);
    const formula = page.locator('.tb-math[data-type="displayMath"]');
    await formula.locator(".katex").waitFor();
    const sizes = await formula.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      overflow: getComputedStyle(element).overflowX,
    }));
    assert.ok(sizes.scroll > sizes.client, "the formula is wider than its box");
    assert.equal(sizes.overflow, "auto", "and the box scrolls");
    const paper = await page.locator(".ProseMirror").boundingBox();
    const box = await formula.boundingBox();
    assert.ok(paper && box && box.x + box.width <= paper.x + paper.width + 1, "the box stays on the page");
    await context.close();
  });

  test("the table toolbar is one row in the gap above its table, over nothing above it", async () => {
    const cell = (text: string) => ({ type: "tableCell", content: [paragraph(text)] });
    const { page, context } = await editNewFile([
      paragraph("表格上面的一段文字。"),
      {
        type: "tableBox",
        content: [{ type: "table", content: [{ type: "tableRow", content: [cell("甲"), cell("乙")] }] }],
      },
    ]);
    await page.getByText("甲", { exact: true }).click();
    const toolbar = page.locator(".tb-table-box__toolbar");
    await toolbar.waitFor();
    await snapshot(page, "editor-table-toolbar");
    const bar = await toolbar.boundingBox();
    const text = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(".ProseMirror > p") as Node);
      return range.getBoundingClientRect().bottom;
    });
    assert.ok(bar && bar.height <= 36, `one row (${bar?.height} px)`);
    assert.ok(bar && bar.y >= text, `it covers none of the text above (${bar?.y} < ${text})`);
    await context.close();
  });

  test("a new quiz opens its dialog without asking the server for an activity, under the dialog's mask", async () => {
    const { page, context } = await editNewFile([paragraph("前文")]);
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await openBlockMenu(page, 0);
    await page.getByRole("menuitem", { name: BLOCKS.interaction, exact: true }).click();
    await page.locator('.ProseMirror [data-type="interaction"]').click();
    const dialog = page.getByRole("dialog").filter({ has: page.locator(".ant-modal-title") });
    await dialog.waitFor();
    await page.waitForTimeout(500);
    assert.deepEqual(failed, []);
    // The style panel beside the editor is under the dialog's mask, not above it.
    const covered = await page.evaluate(() => {
      const panel = document.querySelector("aside")?.getBoundingClientRect();
      if (!panel) return false;
      const top = document.elementFromPoint(panel.left + panel.width / 2, panel.top + panel.height / 2);
      return top?.closest(".ant-modal-wrap, .ant-modal-mask") !== null;
    });
    assert.ok(covered, "the mask covers the style panel");
    await context.close();
  });
});
