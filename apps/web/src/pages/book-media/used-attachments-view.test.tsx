// @vitest-environment happy-dom
// 已用资源 of the media page: the list with source, mark and places; filters into the URL and to
// the server; 标记原创; readers without the right to upload see no mark button and no switch.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type BookDetail,
  RESOURCE_SOURCE_LABELS,
  STORAGE_KEYS,
  USED_ATTACHMENT_TEXTS as T,
  type UsedAttachment,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toastStore } from "../../app/global/toast.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { renderRoutes } from "../../test/render-routes.tsx";
import { bookDetail, NO_ABILITIES } from "../book-detail/test/tree-fixtures.ts";
import { BookMediaPage } from "./book-media-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");

const used = (overrides: Partial<UsedAttachment> = {}): UsedAttachment => ({
  attachment: {
    attachmentOid: "att-1",
    name: "平行四边形定则.png",
    mimeType: "image/png",
    extName: "png",
    size: 1024,
    type: "IMAGE",
    category: null,
    state: "READY",
    bookOid: "book-1",
    width: 10,
    height: 10,
    thumbnailUrl: null,
    previewUrl: null,
    createdAt: "2026-11-20T07:13:00.000Z",
  },
  source: "RES_LIB",
  markStatus: "UNMARK",
  resLibOid: "res-1",
  count: 2,
  places: [{ chapterOid: "c", sectionOid: "s", fileOid: "f", name: "第一章 / 第一节 / 正文", count: 2 }],
  ...overrides,
});

function book(uploadMedia: boolean): BookDetail {
  return bookDetail({
    name: "示范教材",
    description: null,
    myRoles: ["BOOK_EDITOR"],
    abilities: { ...NO_ABILITIES, update: uploadMedia, uploadMedia, export: uploadMedia },
  });
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  localStorage.setItem(STORAGE_KEYS.token, "t");
  api.routes.set("/api/books/book-1/used-attachments", () => ({
    data: { items: [used()], total: 1, page: 1, pageSize: 10 },
  }));
  api.routes.set("/api/books/book-1/subject-resource-state", () => ({
    data: { editorUseSubjectResourceEnabled: true, usable: true },
  }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  toastStore.remove(() => true);
});

const renderUsed = (path = "/f/books/media/book-1?view=used") =>
  renderRoutes([{ path: "/f/books/media/:oid", element: <BookMediaPage /> }], path).router;

test("lists used files with source and places, and marks one as original", async () => {
  api.routes.set("/api/books/book-1", () => ({ data: book(true) }));
  api.routes.set("POST /api/books/book-1/used-attachments/att-1/mark-as-og", () => ({
    data: { attachmentOid: "att-1", markStatus: "MARKED" },
  }));
  renderUsed();
  const row = (await screen.findByText("平行四边形定则.png")).closest("tr") as HTMLElement;
  expect(within(row).getByText(RESOURCE_SOURCE_LABELS.RES_LIB)).toBeTruthy();
  expect(within(row).getByText("第一章 / 第一节 / 正文（2 处）")).toBeTruthy();
  // The media library's own list is not asked for in this view.
  expect(api.calls("/api/books/book-1/attachments")).toBe(0);
  fireEvent.click(await within(row).findByRole("button", { name: T.markAsOg }));
  await waitFor(() => expect(api.calls("/api/books/book-1/used-attachments/att-1/mark-as-og")).toBe(1));
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toContain(T.marked));
});

test("filters go to the server; a reader sees no mark, export or switch", async () => {
  api.routes.set("/api/books/book-1", () => ({ data: book(false) }));
  renderUsed("/f/books/media/book-1?view=used&source=RES_LIB&markStatus=UNMARK");
  const row = (await screen.findByText("平行四边形定则.png")).closest("tr") as HTMLElement;
  const last = api.sent.filter((call) => call.path === "/api/books/book-1/used-attachments").at(-1);
  expect(last?.query.get("source")).toBe("RES_LIB");
  expect(last?.query.get("markStatus")).toBe("UNMARK");
  await screen.findByText("示范教材");
  expect(within(row).queryByRole("button", { name: T.markAsOg })).toBeNull();
  expect(screen.queryByRole("button", { name: T.export })).toBeNull();
  expect(screen.queryByRole("switch")).toBeNull();
});
