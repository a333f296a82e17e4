import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS } from "@textbook/shared";
import type { Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import {
  authorPage,
  insertAfterLast,
  newContentFile,
  saveNow,
  storeDocument,
  WIDE_SCREEN,
} from "../support/editor-flows.ts";

useBrowser();

const BLOCKS = EDITOR_BLOCK_TEXTS.blocks;

/** A content file of the test's own, holding one paragraph. */
async function freshFile(page: Page): Promise<string> {
  const file = await newContentFile(page);
  await storeDocument(page, file, [{ type: "paragraph", content: [{ type: "text", text: "如表所示" }] }]);
  return file.path;
}

describe("editor blocks", () => {
  test("a table with its caption, a formula, a code box and a cross reference to the table survive a reload", async () => {
    const { page, context } = await authorPage(WIDE_SCREEN);
    await page.goto(await freshFile(page));
    await page.getByText(EDITOR_TEXTS.saveStatus.saved).waitFor();

    await insertAfterLast(page, BLOCKS.tableBox);
    const caption = page.locator(".tb-caption").first();
    await caption.waitFor();
    assert.match((await caption.locator(".tb-caption__label").textContent()) ?? "", /^表\d+-1$/);
    await caption.locator(".tb-caption__text").click();
    await page.keyboard.type("学生名单");

    await insertAfterLast(page, BLOCKS.mathBox);
    const formula = page.getByRole("dialog", { name: EDITOR_BLOCK_TEXTS.math.edit });
    await formula.locator("textarea").fill("\\frac{a}{b}");
    await formula.locator(".tb-math-preview .katex").waitFor();
    await formula.getByRole("button", { name: EDITOR_BLOCK_TEXTS.math.done }).click();
    await page.locator('.tb-math[data-type="displayMath"] .katex').waitFor();

    await insertAfterLast(page, BLOCKS.codeBox);
    await page.locator(".tb-code-box .cm-content").last().click();
    await page.keyboard.type("print(1)");

    // The cross reference goes into the first paragraph, through the same menu.
    await page.locator(".ProseMirror > p").first().hover();
    await page.getByRole("button", { name: EDITOR_TEXTS.blockMenu }).click();
    await page.getByRole("menuitem", { name: BLOCKS.crossReference, exact: true }).click();
    const picker = page.getByRole("dialog", { name: EDITOR_BLOCK_TEXTS.crossReference.pickTitle });
    await picker.getByRole("option", { name: /学生名单/ }).click();
    const reference = page.locator(".tb-cross-reference");
    assert.match((await reference.textContent()) ?? "", /^表\d+-1$/);
    await snapshot(page, "editor-blocks");

    await saveNow(page);
    await page.reload();
    await page.locator(".tb-caption").first().waitFor();
    assert.equal(await page.locator(".tb-caption__text").first().textContent(), "学生名单");
    await page.locator('.tb-math[data-type="displayMath"] .katex').waitFor();
    assert.match((await page.locator(".tb-code-box .cm-content").textContent()) ?? "", /print\(1\)/);
    assert.match((await page.locator(".tb-cross-reference").textContent()) ?? "", /^表\d+-1$/);
    await context.close();
  });
});
