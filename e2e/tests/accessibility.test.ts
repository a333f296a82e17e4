// The main pages pass axe-core's WCAG 2.1 A/AA rules with no serious or critical finding: the login
// page, the book list, a book's detail, the editor, the style settings, the media library and the
// task center.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { STYLE_SCREEN_TEXTS, STYLE_TEXTS } from "@textbook/shared";
import type { Page } from "playwright-core";
import { seriousAccessibilityFindings } from "../support/axe.ts";
import { newPage, useBrowser } from "../support/browser.ts";
import { newContentFile, openEditable } from "../support/editor-flows.ts";
import { passwordLoginInto } from "../support/flows.ts";

useBrowser();

async function assertAccessible(page: Page, name: string): Promise<void> {
  const findings = await seriousAccessibilityFindings(page);
  assert.deepEqual(findings, [], `${name}:\n${findings.join("\n")}`);
}

describe("accessibility", () => {
  test("the main pages have no serious or critical axe-core finding", async () => {
    const { page, context } = await newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "登录" }).waitFor();
    await assertAccessible(page, "login");

    await passwordLoginInto(page, "13800000001", "示范学校");
    await page.getByRole("link", { name: "信息技术基础" }).waitFor();
    await assertAccessible(page, "book list");

    const file = await newContentFile(page);
    await page.goto(`/f/books/detail/${file.bookOid}`);
    await page.getByRole("heading", { name: "信息技术基础", level: 2 }).waitFor();
    await page.getByRole("link", { name: "信息的概念" }).waitFor();
    await assertAccessible(page, "book detail");

    await openEditable(page, file.path);
    await assertAccessible(page, "editor");

    await page.goto(`/f/books/style/${file.bookOid}`);
    await page.getByRole("menuitem", { name: STYLE_TEXTS.panels.page }).waitFor();
    // Once the fields open (the style lock is held).
    const save = page.getByRole("button", { name: new RegExp(`${STYLE_SCREEN_TEXTS.save}$`) });
    await save.and(page.locator(":not([disabled])")).waitFor();
    await assertAccessible(page, "style settings");

    await page.goto(`/f/books/media/${file.bookOid}`);
    await page.getByRole("heading", { level: 2 }).first().waitFor();
    await assertAccessible(page, "media library");

    await page.goto("/f/task/list");
    await page.getByRole("table").waitFor();
    await assertAccessible(page, "task center");
    await context.close();
  });
});
