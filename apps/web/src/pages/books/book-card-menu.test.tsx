// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type BookListItem,
  PUBLISHING_PAGE_TEXTS as P,
  PUBLISHING_TEXTS,
  STORAGE_KEYS,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { fakeApi } from "../../test/fake-api.ts";
import { renderRoutes } from "../../test/render-routes.tsx";
import { BookListPage } from "./book-list-page.tsx";

const book: BookListItem = {
  oid: "book-1",
  name: "信息技术基础",
  subject: "信息技术",
  description: null,
  coverUrl: null,
  state: "RELEASED",
  publishState: "PUBLISHED",
  textbookType: "V2",
  completionRate: 80,
  chapterCount: 3,
  myRoles: ["BOOK_EDITOR"],
  updatedAt: "2026-11-20T07:13:00.000Z",
};

beforeEach(() => {
  const api = fakeApi();
  localStorage.setItem(STORAGE_KEYS.token, "t");
  api.routes.set("/api/books/contributed", () => ({
    data: { items: [book], total: 1, page: 1, pageSize: 10 },
  }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderList = () =>
  renderRoutes(
    [
      { path: "/f/books/list", element: <BookListPage /> },
      { path: "/f/books/detail/:oid", element: <div>book detail</div> },
    ],
    "/f/books/list",
  ).router;

test.each([
  [P.open, "?publishing="],
  [P.share.button, "?publishing=share"],
])("the card's menu entry %s opens the book's 发布管理", async (entry, search) => {
  const router = renderList();
  fireEvent.click(await screen.findByRole("button", { name: "信息技术基础：更多操作" }));
  fireEvent.click(await screen.findByRole("menuitem", { name: entry }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/books/detail/book-1"));
  expect(router.state.location.search).toBe(search);
});

test("a card says how far the book's publish application got", async () => {
  renderList();
  const card = await screen.findByRole("article", { name: "信息技术基础" });
  expect(within(card).getByText(PUBLISHING_TEXTS.publishStates.PUBLISHED)).toBeTruthy();
});
