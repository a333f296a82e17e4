import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { FRAME_TEXTS, PAGE_FALLBACK_TEXTS, READING_STATS_TEXTS } from "@textbook/shared";
import { newPage, snapshot, useBrowser } from "../support/browser.ts";
import { fillPasswordLogin, passwordLoginInto, waitForPath } from "../support/flows.ts";

useBrowser();

describe("frame", () => {
  test("the guard sends a visitor without a session to login and back to where they were going", async () => {
    const { page, context } = await newPage();
    await page.goto("/f/books/list?pageSize=20");
    await waitForPath(page, "/login");
    const redirectPath = new URL(page.url()).searchParams.get("redirectPath");
    assert.equal(redirectPath, "/f/books/list?pageSize=20");
    await fillPasswordLogin(page, "13800000002");
    await waitForPath(page, "/f/books/list");
    assert.equal(new URL(page.url()).searchParams.get("pageSize"), "20");
    await context.close();
  });

  test("switching organisation reloads the book list for the new organisation", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000001", "示范学校");
    await page.getByRole("banner").getByText("示范学校").first().waitFor();
    await page.getByRole("button", { name: FRAME_TEXTS.switchOrg }).click();
    await snapshot(page, "org-switcher");
    await page
      .getByRole("dialog", { name: FRAME_TEXTS.switchOrg })
      .getByRole("button", { name: /示范出版社/ })
      .click();
    await page.getByRole("banner").getByText("示范出版社").first().waitFor();
    await waitForPath(page, "/f/books/list");
    await context.close();
  });

  test("logout ends the session", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    await page.getByRole("button", { name: FRAME_TEXTS.logout }).click();
    await page.getByRole("dialog").getByRole("button", { name: FRAME_TEXTS.logout }).click();
    await waitForPath(page, "/login");
    assert.equal(await page.evaluate(() => localStorage.getItem("_builder_token")), null);
    await page.goto("/f/books/list");
    await waitForPath(page, "/login");
    await context.close();
  });

  test("the version banner offers the update and remembers its dismissal", async () => {
    const { page, context } = await newPage();
    await page.clock.install();
    await page.route("**/version.json*", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ version: "9.9.9+e2e" }) }),
    );
    await passwordLoginInto(page, "13800000002");
    await page.clock.fastForward("01:01");
    const banner = page.getByText(FRAME_TEXTS.versionBanner);
    await banner.waitFor();
    await page.getByText(FRAME_TEXTS.versionBannerAction).waitFor();
    await snapshot(page, "version-banner");
    await page
      .getByRole("button", { name: /关闭|close/i })
      .first()
      .click();
    await banner.waitFor({ state: "hidden" });
    await page.reload();
    await page.clock.fastForward("01:01");
    await page.waitForTimeout(500);
    assert.equal(await banner.isVisible(), false, "a dismissed version is not offered again");
    await context.close();
  });

  test("应用数据 opens its own list, and unknown addresses say so instead of showing the book list", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    await page.getByRole("menuitem", { name: new RegExp(FRAME_TEXTS.menu.applicationData) }).click();
    await waitForPath(page, "/f/books-application-data/list");
    await page.getByRole("region", { name: READING_STATS_TEXTS.listTitle }).waitFor();

    await page.goto("/f/no-such-page");
    await page.getByRole("heading", { name: PAGE_FALLBACK_TEXTS.notFoundTitle, level: 2 }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/f/no-such-page", "the address stays for the user to read");
    await page.goto("/nowhere/at/all");
    await page.getByRole("heading", { name: PAGE_FALLBACK_TEXTS.notFoundTitle, level: 2 }).waitFor();
    await page.getByRole("button", { name: PAGE_FALLBACK_TEXTS.backToBooks }).click();
    await waitForPath(page, "/f/books/list");
    await context.close();
  });

  test("a page whose code is gone after a redeploy reloads once, then asks for a refresh in Chinese", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000001", "示范学校");
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    // The old build's chunk is gone from the server.
    await page.route(/book-detail-page-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole("link", { name: "信息技术基础" }).click();
    await page.getByRole("heading", { name: PAGE_FALLBACK_TEXTS.upgradedTitle, level: 2 }).waitFor();
    assert.equal(loads, 1, "exactly one automatic reload");
    assert.equal(await page.getByText("Unexpected Application Error").count(), 0);
    await page.unroute(/book-detail-page-[^/]*\.js$/);
    await page.getByRole("button", { name: PAGE_FALLBACK_TEXTS.reload }).click();
    await page
      .getByRole("heading", { name: PAGE_FALLBACK_TEXTS.upgradedTitle, level: 2 })
      .waitFor({ state: "detached" });
    await context.close();
  });
});
