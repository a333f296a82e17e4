// 应用数据 (issue 18 §4): the menu opens the books' list, 查看 opens a book's figures with its cards,
// tree and charts; ECharts is fetched only there, never by the login page.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { FRAME_TEXTS, READING_STATS_TEXTS as T } from "@textbook/shared";
import { newPage, snapshot, useBrowser } from "../support/browser.ts";
import { passwordLoginInto, waitForPath } from "../support/flows.ts";

useBrowser();

describe("application data", () => {
  test("the list leads to a book's figures, whose charts load ECharts on that page only", async () => {
    const { page, context } = await newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await passwordLoginInto(page, "13800000001", "示范学校");
    assert.equal(
      scripts.some((path) => path.includes("echarts")),
      false,
      "the login page and the book list never fetch the charting library",
    );
    await page.getByRole("menuitem", { name: new RegExp(FRAME_TEXTS.menu.applicationData) }).click();
    await waitForPath(page, "/f/books-application-data/list");
    const list = page.getByRole("region", { name: T.listTitle });
    await list.getByRole("link", { name: T.view }).first().click();
    await page.waitForURL(/\/f\/books-application-data\/detail\//);
    const detail = page.getByRole("region", { name: T.detailTitle });
    await detail.getByText(T.cards.readers, { exact: true }).waitFor();
    await detail.getByText(T.charts.perDay).waitFor();
    await detail.getByText(T.pickSection).first().waitFor();
    await page.waitForFunction(() => document.querySelector("figure canvas") !== null);
    assert.ok(
      scripts.some((path) => path.includes("echarts")),
      "the detail page's charts fetch the charting library",
    );
    await snapshot(page, "application-data-detail");
    await context.close();
  });
});
