// The main pages pass axe-core's WCAG 2.1 A/AA rules with no serious or critical finding: the login
// page, the book list, a book's detail, the editor, the style settings, the media library, the
// task center and the management pages.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import {
  BOOKS_ADMIN_TEXTS,
  CUSTOMER_SERVICE_TEXTS,
  EULA_TEXTS,
  NOTICE_TEXTS,
  ORGS_TEXTS,
  STYLE_SCREEN_TEXTS,
  STYLE_TEXTS,
  USERS_TEXTS,
} from "@textbook/shared";
import type { Page } from "playwright-core";
import { seriousAccessibilityFindings } from "../support/axe.ts";
import { newPage, useBrowser } from "../support/browser.ts";
import { newContentFile, openEditable } from "../support/editor-flows.ts";
import { passwordLoginInto, unfoldChapter } from "../support/flows.ts";

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
    await unfoldChapter(page, "第一章 信息与信息技术");
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

  test("the management pages have no serious or critical axe-core finding", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000003");
    // Status tags, 停用 buttons and a select's placeholder are what these pages add to the editor's.
    await page.goto("/m/orgs");
    await page.getByRole("button", { name: ORGS_TEXTS.create }).waitFor();
    await page.getByRole("cell", { name: "示范学校", exact: true }).waitFor();
    await assertAccessible(page, "organisations");

    await page.goto("/m/org-users");
    await page.getByText(USERS_TEXTS.pickOrgFirst).waitFor();
    await assertAccessible(page, "organisation users without an organisation");

    await page.goto("/m/books");
    await page.getByRole("button", { name: BOOKS_ADMIN_TEXTS.create }).waitFor();
    await page.getByRole("cell", { name: "大学语文", exact: true }).waitFor();
    await assertAccessible(page, "books");

    await page.goto("/m/notices");
    await page.getByRole("button", { name: NOTICE_TEXTS.createTitle }).waitFor();
    await assertAccessible(page, "notices");

    await page.goto("/m/customer-service");
    await page.getByRole("button", { name: CUSTOMER_SERVICE_TEXTS.qrUpload }).waitFor();
    // The picker behind 上传二维码 stays hidden: the browser's own control reads "Choose File".
    assert.equal(await page.locator('input[type="file"]').isVisible(), false);
    await assertAccessible(page, "customer service");

    await page.goto("/m/eulas");
    await page.getByRole("button", { name: EULA_TEXTS.createTitle }).click();
    await page.getByRole("dialog", { name: EULA_TEXTS.createTitle }).getByRole("toolbar").waitFor();
    await assertAccessible(page, "agreement dialog");
    await context.close();
  });
});
