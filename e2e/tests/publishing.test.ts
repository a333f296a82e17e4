// 发布管理 in the book's pages (issue 16 §3, §4): an editor applies from the book list's card menu,
// the reviewer and the publisher approve (through the API, as the demo accounts), the publisher
// builds an edition following its progress, releases it, sees it released in the editions list and
// shares it with a link that is copied.
import { strict as assert } from "node:assert";
import { randomBytes } from "node:crypto";
import { describe, test } from "node:test";
import {
  BOOK_LIST_TEXTS,
  PUBLISHING_PAGE_TEXTS as P,
  PUBLISHING_TEXTS,
  SHARE_LINK_TEXTS,
} from "@textbook/shared";
import type { Page } from "playwright-core";
import { seriousAccessibilityFindings } from "../support/axe.ts";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { passwordLoginInto } from "../support/flows.ts";
import { addFile, approve, createSchoolBook, DEMO, schoolSession } from "../support/publishing.ts";

useBrowser();

const drawer = (page: Page) => page.getByRole("dialog", { name: P.title });
const modal = (page: Page, title: string) => page.getByRole("dialog", { name: title });

describe("publishing in the book's pages", () => {
  test("apply → approve → build with progress → release → share link copied", async () => {
    const editor = await schoolSession(baseUrl(), DEMO.editor);
    const admin = await schoolSession(baseUrl(), DEMO.chief);
    const name = `发布演练 ${randomBytes(3).toString("hex")}`;
    const bookOid = await createSchoolBook(admin, name, editor.userOid);
    await addFile(editor, bookOid, ["信息的概念", "信息的特征"]);

    // The editor applies from the book list's card menu.
    const { page, context } = await newPage();
    await passwordLoginInto(page, DEMO.editor);
    const search = page.getByRole("searchbox", { name: BOOK_LIST_TEXTS.searchPlaceholder });
    await search.fill(name);
    await search.press("Enter");
    await page.getByRole("button", { name: `${name}：更多操作` }).click();
    await page.getByRole("menuitem", { name: P.open }).click();
    await page.waitForURL(new RegExp(`/f/books/detail/${bookOid}\\?publishing`));
    const panel = drawer(page);
    await panel.getByText(PUBLISHING_TEXTS.publishStates.UNDECLARED).waitFor();
    await panel.getByRole("button", { name: P.apply.button }).click();
    const apply = modal(page, P.apply.title);
    await apply.getByRole("button", { name: P.apply.submit }).click();
    await apply.getByText(P.apply.planTypeRequired).waitFor();
    await apply.getByText(PUBLISHING_TEXTS.planTypes.SCHOOL, { exact: true }).click();
    await apply.getByRole("textbox", { name: P.apply.note }).fill("第一版，请审核");
    await apply.getByRole("button", { name: P.apply.submit }).click();
    await page.getByText(P.apply.submitted).waitFor();
    await panel.getByText(PUBLISHING_TEXTS.publishStates.DECLARED).waitFor();
    await panel.getByRole("cell", { name: "第一版，请审核" }).waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await context.close();

    // The default workflow: the content review, then the publish approval.
    await approve(await schoolSession(baseUrl(), DEMO.reviewer), bookOid);
    await approve(await schoolSession(baseUrl(), DEMO.publisher), bookOid);

    // The publisher builds, follows the build and releases the edition.
    const publisher = await newPage();
    await publisher.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page2 = publisher.page;
    await passwordLoginInto(page2, DEMO.publisher);
    await page2.goto(`/f/books/detail/${bookOid}?publishing`);
    const panel2 = drawer(page2);
    await panel2.getByText(PUBLISHING_TEXTS.publishStates.PUBLISHED).waitFor();
    await panel2.getByRole("button", { name: P.build.button }).click();
    await page2.getByText(P.build.started).waitFor();
    // The build is followed to its end: its progress while it runs, then the edition in the list.
    const ended = page2.getByText("第 1 版构建完成").or(page2.getByText("第 1 版构建失败"));
    await ended.first().waitFor({ timeout: 60_000 });
    assert.equal(await page2.getByText("第 1 版构建失败").count(), 0, (await panel2.textContent()) ?? "");
    const row = panel2.getByRole("row").filter({ hasText: "第 1 版" }).first();
    await row.getByRole("link", { name: "阅读第 1 版（在新窗口打开）" }).waitFor();
    assert.equal(
      await row.getByRole("link", { name: "阅读第 1 版（在新窗口打开）" }).getAttribute("href"),
      `/preview/internal/edition/${await editionOid(page2, bookOid)}`,
    );
    await panel2.getByRole("button", { name: new RegExp(`^${P.release.button}$`) }).click();
    const release = modal(page2, P.release.title);
    await release.getByText(`第 1 版（${P.release.newest}）`).waitFor();
    await release.getByRole("button", { name: P.release.submit }).click();
    await page2.getByText("第 1 版已发布，读者现在看到的是这一版").waitFor({ timeout: 60_000 });
    await row.getByText(P.editions.released).waitFor();
    await panel2.getByRole("tab", { name: P.histories.release }).click();
    await panel2.getByRole("tabpanel", { name: P.histories.release }).getByText("钱出版").waitFor();
    await snapshot(page2, "publishing-drawer");

    // A share link for 7 days: created, copied, listed as active.
    await panel2.getByRole("button", { name: P.share.button }).click();
    const share = modal(page2, P.share.title);
    await share.getByRole("button", { name: P.share.create }).click();
    const link = share.getByRole("textbox", { name: P.share.newLink });
    await link.waitFor();
    const url = await link.inputValue();
    assert.match(url, /\/preview\/external\/[A-Za-z0-9_-]{20,64}$/);
    await share.getByRole("button", { name: P.share.copy }).click();
    await share.getByRole("button", { name: P.share.copied }).waitFor();
    assert.equal(await page2.evaluate(() => navigator.clipboard.readText()), url);
    await share.getByRole("cell", { name: SHARE_LINK_TEXTS.states.ACTIVE }).waitFor();
    // The pointer leaves the copy button: its hover shade is the theme's, not this page's.
    await page2.mouse.move(0, 0);
    assert.deepEqual(await seriousAccessibilityFindings(page2), []);
    await publisher.context.close();
  });
});

/** The book's newest edition, as the page's own session reads it. */
async function editionOid(page: Page, bookOid: string): Promise<string> {
  return page.evaluate(async (oid) => {
    const token = localStorage.getItem("_builder_token") ?? "";
    const response = await fetch(`/api/books/${oid}/editions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { items: { oid: string }[] } };
    return body.data.items[0]?.oid ?? "";
  }, bookOid);
}
