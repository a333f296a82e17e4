// @vitest-environment happy-dom
// /reader: the pushed books as links to their reader pages, the empty shelf's words, and the reader's
// token on the call.
import { type ShelfBook, READER_ACCOUNT_TEXTS as T } from "@textbook/shared";
import { afterEach, beforeEach, expect, it } from "vitest";
import { type FakeApi, fakeApi } from "../test/fake-api.ts";
import { saveReaderSession } from "./reader-session.ts";
import { mountShelfPage } from "./shelf-page.ts";

let api: FakeApi;
let container: HTMLElement;
beforeEach(() => {
  api = fakeApi();
  saveReaderSession({
    token: "reader-token",
    user: { oid: "u1", fullName: "陈同学", phoneNumber: "13900000001", readerOnly: true },
  });
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

const book: ShelfBook = {
  book: { oid: "b1", name: "信息技术基础", coverUrl: null },
  edition: { oid: "e1", number: 3 },
  pushedAt: "2026-11-20T07:13:00.000Z",
};

it("lists the pushed books, each opening its reader page, with the reader's token", async () => {
  api.routes.set("GET /api/reader/shelf", () => ({ data: { items: [book], total: 1 } }));
  await mountShelfPage(container);
  const link = container.querySelector("a.reader-shelf-book") as HTMLAnchorElement;
  expect(link.getAttribute("href")).toBe("/reader/books/b1");
  expect(link.textContent).toContain("信息技术基础");
  expect(link.textContent).toContain("第 3 版");
  expect(container.textContent).toContain("陈同学");
  const sent = api.sent.find((call) => call.path === "/api/reader/shelf");
  expect(new Headers(sent?.headers).get("authorization")).toBe("Bearer reader-token");
});

it("says so when nothing was pushed yet", async () => {
  api.routes.set("GET /api/reader/shelf", () => ({ data: { items: [], total: 0 } }));
  await mountShelfPage(container);
  expect(container.textContent).toContain(T.shelfEmpty);
});
