// @vitest-environment happy-dom

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { EXPORT_FORMATS, EXPORT_TEXTS, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { userTask } from "../../../test/task-fixtures.ts";
import { BookDetailPage } from "../book-detail-page.tsx";
import { fakeBookApi } from "../test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "../test/render-book-page.tsx";
import { ALL_ABILITIES, bookDetail, sampleTree } from "../test/tree-fixtures.ts";
import { answerPublishing, publishingState } from "./test/publishing-fixtures.ts";

let api: ReturnType<typeof fakeBookApi>;

beforeEach(() => {
  api = fakeBookApi(sampleTree);
  const state = publishingState();
  answerPublishing(api, () => state);
});

afterEach(cleanUpBookPage);

const renderPublishing = () =>
  renderBookPage(
    [{ path: "/f/books/detail/:oid", element: <BookDetailPage /> }],
    "/f/books/detail/book-1?publishing",
  );

const editionRow = async (number: number) =>
  (await screen.findAllByRole("row")).find((row) =>
    row.textContent?.includes(`第 ${number} 版`),
  ) as HTMLElement;

test("导出 of an edition offers the header's formats and exports that edition; the toast links to the task", async () => {
  api.routes.set("POST /api/books/export", () => ({
    data: userTask({ oid: "task-9", type: "EXPORT", title: "导出《高等数学》第 2 版（PDF）" }),
  }));
  const { router } = renderPublishing();
  const row = await waitFor(() => editionRow(2));
  fireEvent.click(within(row).getByRole("button", { name: "导出第 2 版" }));
  const menu = await screen.findByRole("menu", { name: EXPORT_TEXTS.menuLabel });
  expect(
    within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent),
  ).toEqual(EXPORT_FORMATS.map((format) => EXPORT_TEXTS.formats[format]));
  fireEvent.click(within(menu).getByRole("menuitem", { name: EXPORT_TEXTS.formats.PDF }));
  expect(await screen.findByText(T.exportStarted)).toBeTruthy();
  const sent = api.sent.filter((call) => call.method === "POST" && call.path === "/api/books/export");
  expect(sent.map((call) => call.body)).toEqual([{ bookOid: "book-1", format: "PDF", editionOid: "ed-2" }]);
  fireEvent.click(screen.getByRole("button", { name: T.viewTask }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/task/detail/task-9"));
});

test("those who may not export the book get no 导出 in the editions table", async () => {
  api.routes.set("GET /api/books/book-1", () => ({
    data: bookDetail({ abilities: { ...ALL_ABILITIES, export: false } }),
  }));
  renderPublishing();
  const row = await waitFor(() => editionRow(2));
  expect(within(row).getByRole("link", { name: "阅读第 2 版（在新窗口打开）" })).toBeTruthy();
  expect(within(row).queryByRole("button", { name: "导出第 2 版" })).toBeNull();
});
