// Lists as a writer types them: "- " and "1. " start a list, Enter starts the next item (not a second
// line of the same item), Enter on an empty item leaves the list, Tab and Shift+Tab nest, Backspace
// at an item's start joins it back; the saved file keeps every item.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { EDITOR_TEXTS as T } from "@textbook/shared";
import type { Page } from "playwright-core";
import { useBrowser } from "../support/browser.ts";
import { authorPage, moveCaret, newContentFile, openEditable } from "../support/editor-flows.ts";

useBrowser();

const prose = (page: Page) => page.locator(".ProseMirror");

/** Each top-level list's items' own first lines, nested lists as arrays. */
async function lists(page: Page): Promise<unknown[]> {
  return prose(page).evaluate((root) => {
    const read = (list: Element): unknown[] =>
      Array.from(list.children).map((item) => {
        const nested = Array.from(item.children).filter((child) => child.matches("ul, ol"));
        const first = item.querySelector(":scope > p")?.textContent ?? "";
        return nested.length ? [first, ...nested.map(read)] : first;
      });
    return Array.from(root.children)
      .filter((child) => child.matches("ul, ol"))
      .map(read);
  });
}

describe("lists", () => {
  test("typing a list: every line is an item, Enter twice leaves it, Tab nests, Backspace joins", async () => {
    const { page, context } = await authorPage();
    const { path } = await newContentFile(page);
    await openEditable(page, path);
    await prose(page).click();
    await moveCaret(page, "Control+End");

    await page.keyboard.type("- 输入设备");
    await page.keyboard.press("Enter");
    await page.keyboard.type("输出设备");
    await page.keyboard.press("Enter");
    await page.keyboard.type("存储器");
    assert.deepEqual(await lists(page), [["输入设备", "输出设备", "存储器"]]);

    await page.keyboard.press("Tab");
    assert.deepEqual(await lists(page), [["输入设备", ["输出设备", ["存储器"]]]]);
    await page.keyboard.press("Shift+Tab");
    assert.deepEqual(await lists(page), [["输入设备", "输出设备", "存储器"]]);

    await moveCaret(page, "Home");
    await page.keyboard.press("Backspace");
    assert.deepEqual(await lists(page), [["输入设备", "输出设备存储器"]]);
    await page.keyboard.press("Enter");
    assert.deepEqual(await lists(page), [["输入设备", "输出设备", "存储器"]]);
    await moveCaret(page, "Control+End");

    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("正文段落");
    await page.keyboard.press("Enter");
    await page.keyboard.type("1. 第一步");
    await page.keyboard.press("Enter");
    await page.keyboard.type("第二步");
    const expected = [
      ["输入设备", "输出设备", "存储器"],
      ["第一步", "第二步"],
    ];
    assert.deepEqual(await lists(page), expected);
    assert.equal(await prose(page).locator(":scope > p", { hasText: "正文段落" }).count(), 1);

    await page.getByRole("status").filter({ hasText: T.saveStatus.saved }).waitFor();
    await page.reload();
    await prose(page).locator("ol li").nth(1).waitFor();
    assert.deepEqual(await lists(page), expected);
    await context.close();
  });
});
