// The published reader (issue 16 §4): a small book built into an edition through the API, read
// through a share link at phone width (contents drawer, previous / next, search) and at PC width
// (手机/电脑), with no serious or critical axe findings; an expired link says so; a member reads the
// edition signed in, and a signed-out visitor is sent to log in.
import { strict as assert } from "node:assert";
import { before, describe, test } from "node:test";
import {
  type BuildAnswer,
  type CreatedShareLink,
  editionReaderPath,
  STORAGE_KEYS,
  READER_TEXTS as T,
} from "@textbook/shared";
import type { Page } from "playwright-core";
import { seriousAccessibilityFindings } from "../support/axe.ts";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import {
  addFile,
  call,
  createSchoolBook,
  DEMO,
  type Session,
  schoolSession,
  waitForTask,
} from "../support/publishing.ts";

useBrowser();

const PHONE = { width: 390, height: 844 };
const FIRST = "光合作用把光能转化为储存在有机物中的化学能。";
const SECOND = "呼吸作用分解有机物，释放能量供生命活动使用。";

let admin: Session;
let bookOid: string;
let bookName: string;
let editionOid: string;

async function share(expiresInMs: number): Promise<CreatedShareLink> {
  return call<CreatedShareLink>(admin, `/books/${bookOid}/share-links`, "POST", {
    editionOid,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  });
}

async function noSeriousFindings(page: Page, where: string) {
  assert.deepEqual(await seriousAccessibilityFindings(page), [], `axe findings ${where}`);
}

before(async () => {
  // 示范学校's admin (also a chief editor) makes, writes and builds a book of its own; the share
  // links name that edition, so it needs no release.
  admin = await schoolSession(baseUrl(), DEMO.chief);
  bookName = `阅读器${Date.now().toString(36)}`;
  bookOid = await createSchoolBook(admin, bookName, admin.userOid);
  await addFile(admin, bookOid, [FIRST]);
  await addFile(admin, bookOid, [SECOND]);
  const built = await call<BuildAnswer>(admin, `/books/${bookOid}/build`, "POST");
  const task = await waitForTask(admin, built.task.oid);
  assert.equal(task.state, "DONE", task.errorMessage ?? "");
  editionOid = built.edition.oid;
});

describe("the reader", () => {
  test("a share link on a phone: the book's first file, the contents drawer, next, and search", async () => {
    const link = await share(7 * 24 * 3600 * 1000);
    const { page } = await newPage();
    await page.setViewportSize(PHONE);
    await page.goto(link.path);
    await page.getByRole("heading", { level: 1, name: bookName }).waitFor();
    await page.getByText(FIRST).waitFor();
    await noSeriousFindings(page, "on the phone's first page");
    await snapshot(page, "reader-phone");

    const contents = page.getByRole("button", { name: T.toc, exact: true });
    await contents.click();
    const toc = page.getByRole("navigation", { name: T.toc });
    await noSeriousFindings(page, "with the contents open");
    await toc.getByRole("button", { name: "第一章" }).last().click();
    await toc.getByRole("link", { name: "正文" }).last().click();
    await page.getByText(SECOND).waitFor();
    assert.equal(await contents.getAttribute("aria-expanded"), "false", "the drawer closes on a choice");

    await page.getByRole("navigation", { name: T.pageNav }).getByRole("link", { name: T.previous }).click();
    await page.getByText(FIRST).waitFor();

    await page.getByRole("searchbox", { name: T.search }).fill("呼吸");
    const results = page.getByRole("region", { name: T.searchResults });
    await results.getByText("找到 1 篇").waitFor();
    assert.equal(await results.locator("mark").first().textContent(), "呼吸");
    await noSeriousFindings(page, "with search results");
    await results.getByRole("link").click();
    await page.getByText(SECOND).waitFor();
    await page.reload();
    await page.getByText(SECOND).waitFor();
  });

  test("at PC width the contents stay beside the page, and 手机 narrows it to a phone's", async () => {
    const link = await share(24 * 3600 * 1000);
    const { page } = await newPage();
    await page.goto(link.path);
    await page.getByText(FIRST).waitFor();
    assert.ok(await page.getByRole("navigation", { name: T.toc }).isVisible());
    const devices = page.getByRole("group", { name: T.device });
    await devices.getByRole("button", { name: T.devices.phone }).click();
    const width = await page
      .locator(".reader-paper")
      .evaluate((paper) => paper.getBoundingClientRect().width);
    assert.ok(width <= 375, `the page is ${width}px wide`);
    await noSeriousFindings(page, "at PC width");
  });

  test("an expired link says 链接已过期", async () => {
    const link = await share(10_000);
    const { page } = await newPage();
    await page.setViewportSize(PHONE);
    await page.goto(link.path);
    await page.getByText(FIRST).waitFor();
    await page.waitForTimeout(Math.max(0, Date.parse(link.expiresAt) - Date.now() + 1_000));
    await page.reload();
    await page.getByRole("heading", { name: T.expired }).waitFor();
    await page.getByText(T.expiredHint).waitFor();
    await noSeriousFindings(page, "on the expired page");
  });

  test("a member reads the edition signed in; a signed-out visitor is asked to log in", async () => {
    const { page } = await newPage();
    await page.goto(editionReaderPath(editionOid));
    await page.getByRole("heading", { name: T.loginRequired }).waitFor();
    const login = await page.getByRole("link", { name: T.goLogin }).getAttribute("href");
    assert.match(login ?? "", /^\/loading\?redirectPath=%2Fpreview%2Finternal%2Fedition%2F/);

    await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
      key: STORAGE_KEYS.token,
      token: admin.token,
    });
    await page.reload();
    await page.getByText(FIRST).waitFor();
    await page.getByRole("heading", { level: 1, name: bookName }).waitFor();
  });
});
