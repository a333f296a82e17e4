// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  BOOK_LIST_TEXTS,
  BOOKS_ADMIN_TEXTS,
  type BookListItem,
  LOGIN_TEXTS,
  STORAGE_KEYS,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { fakeApi } from "../../test/fake-api.ts";
import { renderRoutes } from "../../test/render-routes.tsx";
import { signIn } from "../task/test/task-support.tsx";
import { BookListPage } from "./book-list-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");

function book(index: number, overrides: Partial<BookListItem> = {}): BookListItem {
  return {
    oid: `book-${index}`,
    name: `示范教材 ${index}`,
    subject: "数学",
    description: null,
    coverUrl: null,
    state: "UN_RELEASED",
    publishState: "UNDECLARED",
    textbookType: "V2",
    completionRate: 40,
    chapterCount: 3,
    myRoles: ["BOOK_EDITOR"],
    updatedAt: "2026-11-20T07:13:00.000Z",
    ...overrides,
  };
}

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  localStorage.setItem(STORAGE_KEYS.token, "t");
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderList = (path = "/f/books/list") =>
  renderRoutes(
    [
      { path: "/f/books/list", element: <BookListPage /> },
      { path: "/f/books/detail/:oid", element: <div>book detail</div> },
    ],
    path,
  ).router;

const contributedCalls = () => api.sent.filter((call) => call.path === "/api/books/contributed");

test("lists the books with state, progress and total, asking for page 1 of 10", async () => {
  api.routes.set("/api/books/contributed", () => ({
    data: {
      items: [book(1, { state: "RELEASED", completionRate: 85 }), book(2)],
      total: 2,
      page: 1,
      pageSize: 10,
    },
  }));
  renderList();
  const card = await screen.findByRole("article", { name: "示范教材 1" });
  expect(within(card).getByText("已发布")).toBeTruthy();
  expect(within(card).getByText("85%")).toBeTruthy();
  expect(screen.getByText("共 2 本")).toBeTruthy();
  // The link is named by the book alone, and covers the card.
  expect(within(card).getByRole("link", { name: "示范教材 1" }).getAttribute("href")).toBe(
    "/f/books/detail/book-1",
  );
  const query = contributedCalls()[0]?.query;
  expect(query?.get("page")).toBe("1");
  expect(query?.get("pageSize")).toBe("10");
});

test("the search keyword goes to the server and into the URL, back on page 1", async () => {
  api.routes.set("/api/books/contributed", (call) => ({
    data: {
      items: call.query.get("keyword") ? [] : [book(1)],
      total: call.query.get("keyword") ? 0 : 1,
      page: 1,
      pageSize: 10,
    },
  }));
  const router = renderList("/f/books/list?page=2");
  await screen.findByRole("link", { name: "示范教材 1" });
  const search = screen.getByRole("searchbox", { name: BOOK_LIST_TEXTS.searchPlaceholder });
  fireEvent.change(search, { target: { value: "物理" } });
  fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
  expect(await screen.findByText(BOOK_LIST_TEXTS.noMatch)).toBeTruthy();
  expect(router.state.location.search).toBe("?keyword=%E7%89%A9%E7%90%86");
  expect(contributedCalls().at(-1)?.query.get("keyword")).toBe("物理");
});

test("no books at all shows 暂无教材", async () => {
  api.routes.set("/api/books/contributed", () => ({ data: { items: [], total: 0, page: 1, pageSize: 10 } }));
  renderList();
  expect(await screen.findByText(BOOK_LIST_TEXTS.empty)).toBeTruthy();
});

test("a failure shows the error state; 重新加载 tries again", async () => {
  let fail = true;
  api.routes.set("/api/books/contributed", () =>
    fail
      ? { status: 500, errorCode: "err.server.internal", errorMessage: "服务器错误，请稍后再试" }
      : { data: { items: [book(3)], total: 1, page: 1, pageSize: 10 } },
  );
  renderList();
  expect(await screen.findByText(BOOK_LIST_TEXTS.loadFailed)).toBeTruthy();
  expect(screen.getByText("服务器错误，请稍后再试")).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole("button", { name: new RegExp(LOGIN_TEXTS.reload) }));
  expect(await screen.findByRole("link", { name: "示范教材 3" })).toBeTruthy();
});

test("the page and page size are read from the URL and paging writes them back", async () => {
  api.routes.set("/api/books/contributed", (call) => {
    const page = Number(call.query.get("page"));
    return { data: { items: [book(page * 100)], total: 45, page, pageSize: 20 } };
  });
  const router = renderList("/f/books/list?page=2&pageSize=20");
  await screen.findByRole("link", { name: "示范教材 200" });
  expect(contributedCalls()[0]?.query.get("pageSize")).toBe("20");
  fireEvent.click(screen.getByTitle("3"));
  await screen.findByRole("link", { name: "示范教材 300" });
  await waitFor(() => expect(router.state.location.search).toBe("?page=3&pageSize=20"));
});

test("a page past the end moves to the last page", async () => {
  api.routes.set("/api/books/contributed", (call) => {
    const page = Number(call.query.get("page"));
    return { data: { items: page <= 2 ? [book(page)] : [], total: 15, page, pageSize: 10 } };
  });
  const router = renderList("/f/books/list?page=9");
  await screen.findByRole("link", { name: "示范教材 2" });
  expect(router.state.location.search).toBe("?page=2");
});

test("新建教材 shows for an organisation admin and opens the book dialog; a member does not see it", async () => {
  api.routes.set("/api/books/contributed", () => ({ data: { items: [], total: 0, page: 1, pageSize: 10 } }));
  signIn(["ORG_MEMBER"]);
  renderList();
  await screen.findByText(BOOK_LIST_TEXTS.empty);
  expect(screen.queryByRole("button", { name: BOOKS_ADMIN_TEXTS.create })).toBeNull();
  cleanup();
  signIn(["ORG_ADMIN"]);
  renderList();
  fireEvent.click(await screen.findByRole("button", { name: BOOKS_ADMIN_TEXTS.create }));
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByRole("textbox", { name: BOOKS_ADMIN_TEXTS.form.name })).toBeTruthy();
});
