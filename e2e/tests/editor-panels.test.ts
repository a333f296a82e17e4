// Panels that open by a block (formula editor, link and reading pickers) stay inside the screen: by a
// block near the bottom they open above it, and the frame with its toolbar never moves.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS } from "@textbook/shared";
import type { Locator, Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import { editNewFile } from "../support/editor-flows.ts";

useBrowser();

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

async function inScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && viewport, `${what} is shown`);
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${what} is inside the screen`);
}

describe("panels by a block", () => {
  test("the formula editor by a formula at the bottom of the screen opens above it; the frame stays put", async () => {
    const { page, context } = await editNewFile([
      ...Array.from({ length: 30 }, (_, index) => paragraph(`第 ${index + 1} 段正文。`)),
      { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "E = mc^2" } }] },
      ...Array.from({ length: 10 }, (_, index) => paragraph(`后文 ${index + 1}`)),
    ]);
    const toolbar = page.getByRole("combobox", { name: EDITOR_TEXTS.blockType });
    await toolbar.waitFor();
    const toolbarTop = (await toolbar.boundingBox())?.y;

    const formula = page.locator('.tb-math[data-type="displayMath"]');
    // The editor lays out blocks near the screen only (content-visibility): the first scroll lands
    // on estimated heights and the formula may settle mid-screen. Scroll until it stays put.
    let settledBottom = Number.NaN;
    for (let round = 0; round < 20; round++) {
      const bottom = await formula.evaluate((element) => {
        element.scrollIntoView({ block: "end" });
        return element.getBoundingClientRect().bottom;
      });
      await page.waitForTimeout(50);
      const after = await formula.evaluate((element) => element.getBoundingClientRect().bottom);
      if (after === bottom && after === settledBottom) break;
      settledBottom = after;
    }
    await formula.click();
    const panel = page.getByRole("dialog", { name: EDITOR_BLOCK_TEXTS.math.edit });
    await panel.locator("textarea").focus();
    await snapshot(page, "editor-formula-panel-bottom");

    await inScreen(page, panel, "the formula editor");
    await inScreen(page, panel.getByRole("button", { name: EDITOR_BLOCK_TEXTS.math.done }), "确定");
    const panelBox = await panel.boundingBox();
    const formulaBox = await formula.boundingBox();
    assert.ok(
      panelBox && formulaBox && panelBox.y + panelBox.height <= formulaBox.y,
      `it opens above the formula (${JSON.stringify({ panelBox, formulaBox })})`,
    );
    assert.equal(
      await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0),
      0,
      "the page never scrolls",
    );
    assert.equal((await toolbar.boundingBox())?.y, toolbarTop, "the toolbar stays where it was");

    // It follows the formula as the column scrolls.
    await page.mouse.wheel(0, -120);
    await page.waitForFunction(
      ([panelSelector]) => {
        const panelElement = document.querySelector(panelSelector as string);
        const anchor = document.querySelector('.tb-math[data-type="displayMath"]');
        if (!panelElement || !anchor) return false;
        const gap = anchor.getBoundingClientRect().top - panelElement.getBoundingClientRect().bottom;
        return Math.abs(gap - 6) < 2;
      },
      [".tb-floating-panel"],
    );
    await context.close();
  });
});
