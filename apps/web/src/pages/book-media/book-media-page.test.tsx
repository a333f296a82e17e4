// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type Attachment,
  type BookDetail,
  LOGIN_TEXTS,
  MEDIA_TEXTS,
  STORAGE_KEYS,
  UPLOAD_TEXTS,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toastStore } from "../../app/global/toast.ts";
import { uploadFile } from "../../app/uploads/upload-queue.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { renderRoutes } from "../../test/render-routes.tsx";
import { bookDetail, NO_ABILITIES } from "../book-detail/test/tree-fixtures.ts";
import { BookMediaPage } from "./book-media-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");
vi.mock("../../app/uploads/upload-queue.ts", () => ({ uploadFile: vi.fn() }));

function attachment(index: number, overrides: Partial<Attachment> = {}): Attachment {
  return {
    attachmentOid: `att-${index}`,
    name: `插图 ${index}.png`,
    mimeType: "image/png",
    extName: "png",
    size: 2 * 1024 * 1024,
    type: "IMAGE",
    category: "BOOK_IMAGE",
    state: "READY",
    bookOid: "book-1",
    width: 800,
    height: 600,
    thumbnailUrl: `/api/files/att-${index}/thumbnail?sig=x`,
    previewUrl: `/api/files/att-${index}/original?sig=x`,
    createdAt: "2026-11-20T07:13:00.000Z",
    ...overrides,
  };
}

/** The book as its editor sees it: with the right to upload (and edit), or without any. */
function book(uploadMedia: boolean): BookDetail {
  return bookDetail({
    name: "示范教材",
    description: null,
    myRoles: ["BOOK_EDITOR"],
    abilities: {
      ...NO_ABILITIES,
      update: uploadMedia,
      editStructure: uploadMedia,
      editContent: uploadMedia,
      uploadMedia,
    },
  });
}

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  localStorage.setItem(STORAGE_KEYS.token, "t");
  api.routes.set("/api/books/book-1", () => ({ data: book(true) }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  toastStore.remove(() => true);
  vi.mocked(uploadFile).mockReset();
});

function page(items: Attachment[], total = items.length) {
  return { data: { items, total, page: 1, pageSize: 10 } };
}

const renderMedia = (path = "/f/books/media/book-1") =>
  renderRoutes(
    [
      { path: "/f/books/media/:oid", element: <BookMediaPage /> },
      { path: "/f/books/detail/:oid", element: <div>book detail</div> },
    ],
    path,
  ).router;

const listCalls = () => api.sent.filter((call) => call.path === "/api/books/book-1/attachments");

test("lists the book's files with thumbnails, type, size and total, asking for page 1 of 10", async () => {
  api.routes.set("/api/books/book-1/attachments", () =>
    page([
      attachment(1),
      attachment(2, {
        type: "VIDEO",
        name: "实验.mp4",
        extName: "mp4",
        thumbnailUrl: null,
        width: null,
        height: null,
      }),
    ]),
  );
  renderMedia();
  const card = await screen.findByRole("article", { name: "插图 1.png" });
  expect(within(card).getByRole("img", { name: "插图 1.png" }).getAttribute("src")).toBe(
    "/api/files/att-1/thumbnail?sig=x",
  );
  expect(within(card).getByText("图片")).toBeTruthy();
  expect(within(card).getByText("2.0MB")).toBeTruthy();
  expect(within(card).getByText("800 × 600")).toBeTruthy();
  const video = screen.getByRole("article", { name: "实验.mp4" });
  expect(within(video).queryByRole("img", { name: "实验.mp4" })).toBeNull();
  expect(screen.getByText("共 2 个文件")).toBeTruthy();
  expect(await screen.findByRole("heading", { name: "示范教材" })).toBeTruthy();
  expect(listCalls()[0]?.query.get("page")).toBe("1");
  expect(listCalls()[0]?.query.get("pageSize")).toBe("10");
  expect(listCalls()[0]?.query.get("type")).toBeNull();
});

test("a type tab and the keyword go to the server and into the URL", async () => {
  api.routes.set("/api/books/book-1/attachments", (call) =>
    call.query.get("keyword") ? page([]) : page([attachment(1)]),
  );
  const router = renderMedia();
  await screen.findByRole("article", { name: "插图 1.png" });
  fireEvent.click(screen.getByRole("tab", { name: "音频" }));
  await waitFor(() => expect(listCalls().at(-1)?.query.get("type")).toBe("AUDIO"));
  expect(router.state.location.search).toBe("?type=AUDIO");
  const search = screen.getByRole("searchbox", { name: MEDIA_TEXTS.searchPlaceholder });
  fireEvent.change(search, { target: { value: "实验" } });
  fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
  expect(await screen.findByText(MEDIA_TEXTS.noMatch)).toBeTruthy();
  expect(listCalls().at(-1)?.query.get("keyword")).toBe("实验");
  expect(router.state.location.search).toBe("?type=AUDIO&keyword=%E5%AE%9E%E9%AA%8C");
});

test("no files shows the empty state; a failure shows the error with 重新加载", async () => {
  let fail = true;
  api.routes.set("/api/books/book-1/attachments", () =>
    fail
      ? { status: 500, errorCode: "err.server.internal", errorMessage: "服务器错误，请稍后再试" }
      : page([]),
  );
  renderMedia();
  expect(await screen.findByText(MEDIA_TEXTS.loadFailed)).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole("button", { name: new RegExp(LOGIN_TEXTS.reload) }));
  expect(await screen.findByText(MEDIA_TEXTS.empty)).toBeTruthy();
});

test("the upload button shows only when the book allows uploads", async () => {
  api.routes.set("/api/books/book-1", () => ({ data: book(false) }));
  api.routes.set("/api/books/book-1/attachments", () => page([attachment(1)]));
  renderMedia();
  await screen.findByRole("heading", { name: "示范教材" });
  expect(screen.queryByRole("button", { name: /上传/ })).toBeNull();
});

test("picked files go to the upload queue one by one, typed by the tab or by extension; the list reloads", async () => {
  api.routes.set("/api/books/book-1/attachments", () => page([attachment(1)]));
  vi.mocked(uploadFile).mockImplementation(async (file) => attachment(9, { name: file.name }));
  renderMedia();
  await screen.findByRole("button", { name: /上传文件/ });
  const input = screen.getByTestId("media-upload-input") as HTMLInputElement;
  expect(input.accept).toContain(".png");
  expect(input.accept).toContain(".mp4");
  const before = listCalls().length;
  fireEvent.change(input, {
    target: {
      files: [new File(["a"], "图1.png"), new File(["b"], "讲解.mp4"), new File(["c"], "说明.txt")],
    },
  });
  expect(vi.mocked(uploadFile).mock.calls.map(([file, options]) => [file.name, options])).toEqual([
    ["图1.png", { type: "IMAGE", bookOid: "book-1", category: "BOOK_IMAGE" }],
    ["讲解.mp4", { type: "VIDEO", bookOid: "book-1", category: "BOOK_VIDEO" }],
  ]);
  await waitFor(() =>
    expect(toastStore.get().map((item) => item.text)).toEqual([
      "“说明.txt”的格式不支持，请上传图片、音频、视频、3D 模型或文档",
      "“图1.png”已上传",
      "“讲解.mp4”已上传",
    ]),
  );
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));

  fireEvent.click(screen.getByRole("tab", { name: "文档" }));
  const documents = await screen.findByRole("button", { name: /上传文档/ });
  expect(documents).toBeTruthy();
  expect((screen.getByTestId("media-upload-input") as HTMLInputElement).accept).toBe(
    ".pdf,.ppt,.pptx,.doc,.docx,.xls,.xlsx,.csv",
  );
  expect(UPLOAD_TEXTS.unknownType).toBeTruthy();
});

test("an image previews in the modal through a fresh preview link", async () => {
  api.routes.set("/api/books/book-1/attachments", () => page([attachment(1)]));
  api.routes.set("/api/attachments/att-1/preview-url", () => ({
    data: { url: "/api/files/att-1/original?sig=fresh", expiration: "2026-11-20T08:00:00.000Z" },
  }));
  renderMedia();
  const card = await screen.findByRole("article", { name: "插图 1.png" });
  fireEvent.click(within(card).getAllByRole("button", { name: MEDIA_TEXTS.preview })[0] as HTMLElement);
  const dialog = await screen.findByRole("dialog");
  await waitFor(() =>
    expect(within(dialog).getByRole("img", { name: "插图 1.png" }).getAttribute("src")).toBe(
      "/api/files/att-1/original?sig=fresh",
    ),
  );
});

test("video, audio and PDF get their players; an office document shows the server's message and a download", async () => {
  api.routes.set("/api/books/book-1/attachments", () =>
    page([
      attachment(1, { name: "实验.mp4", type: "VIDEO", extName: "mp4", thumbnailUrl: null }),
      attachment(2, { name: "朗读.mp3", type: "AUDIO", extName: "mp3", thumbnailUrl: null }),
      attachment(3, { name: "讲义.pdf", type: "DOCUMENT", extName: "pdf", thumbnailUrl: null }),
      attachment(4, { name: "教案.docx", type: "DOCUMENT", extName: "docx", thumbnailUrl: null }),
    ]),
  );
  for (const index of [1, 2, 3]) {
    api.routes.set(`/api/attachments/att-${index}/preview-url`, () => ({
      data: { url: `/files/${index}`, expiration: "2026-11-20T08:00:00.000Z" },
    }));
  }
  api.routes.set("/api/attachments/att-4/preview-url", () => ({
    status: 400,
    errorCode: "err.attachment.previewUnsupported",
    errorMessage: "Office 文档暂不支持在线预览，请下载后查看",
  }));
  api.routes.set("/api/attachments/att-4/download-url", () => ({
    data: { url: "/files/4?download", expiration: "2026-11-20T08:00:00.000Z" },
  }));
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.getAttribute("href") ?? "");
  });
  renderMedia();

  const open = async (name: string) => {
    const card = await screen.findByRole("article", { name });
    fireEvent.click(within(card).getAllByRole("button", { name: MEDIA_TEXTS.preview })[0] as HTMLElement);
    return screen.findByRole("dialog");
  };
  const close = () => fireEvent.click(screen.getByRole("button", { name: "Close" }));

  let dialog = await open("实验.mp4");
  await waitFor(() => expect(dialog.querySelector("video")?.getAttribute("src")).toBe("/files/1"));
  close();
  dialog = await open("朗读.mp3");
  await waitFor(() => expect(dialog.querySelector("audio")?.getAttribute("src")).toBe("/files/2"));
  close();
  dialog = await open("讲义.pdf");
  await waitFor(() => expect(within(dialog).getByTitle("讲义.pdf").getAttribute("src")).toBe("/files/3"));
  close();
  dialog = await open("教案.docx");
  expect(await within(dialog).findByText("Office 文档暂不支持在线预览，请下载后查看")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole("button", { name: new RegExp(MEDIA_TEXTS.download) }));
  await waitFor(() => expect(clicked).toEqual(["/files/4?download"]));
  click.mockRestore();
});

test("a download whose link cannot be had says so", async () => {
  api.routes.set("/api/books/book-1/attachments", () => page([attachment(1)]));
  api.routes.set("/api/attachments/att-1/download-url", () => ({
    status: 404,
    errorCode: "err.resource.notFound",
    errorMessage: "请求的内容不存在",
  }));
  renderMedia();
  const card = await screen.findByRole("article", { name: "插图 1.png" });
  fireEvent.click(within(card).getByRole("button", { name: MEDIA_TEXTS.download }));
  await waitFor(() =>
    expect(toastStore.get().map((item) => item.text)).toEqual(["获取文件下载地址失败：请求的内容不存在"]),
  );
});

test("删除 checks where the file is used: a file in use names its places and cannot go", async () => {
  api.routes.set("/api/books/book-1/attachments", () => page([attachment(1)]));
  api.routes.set("/api/books/book-1/used-attachments/att-1", () => ({
    data: {
      attachmentOid: "att-1",
      usages: [
        { kind: "COVER", name: "示范教材", chapterOid: null, sectionOid: null, fileOid: null },
        { kind: "FILE", name: "第一章 / 1.1 / 正文", chapterOid: "c1", sectionOid: "s1", fileOid: "f1" },
      ],
    },
  }));
  renderMedia();
  const card = await screen.findByRole("article", { name: "插图 1.png" });
  fireEvent.click(within(card).getByRole("button", { name: MEDIA_TEXTS.delete }));
  const dialog = await screen.findByRole("dialog");
  expect(
    await within(dialog).findByText("该文件正在以下 2 处使用，请先从这些位置移除后再删除："),
  ).toBeTruthy();
  expect(within(dialog).getByText("教材封面")).toBeTruthy();
  expect(within(dialog).getByRole("link", { name: "第一章 / 1.1 / 正文" }).getAttribute("href")).toBe(
    "/f/books/prosemirror-eidtor/book-1/c1/s1/f1",
  );
  const remove = within(dialog).getByRole("button", { name: MEDIA_TEXTS.delete }) as HTMLButtonElement;
  expect(remove.disabled).toBe(true);
  expect(api.sent.some((call) => call.method === "DELETE")).toBe(false);
});

test("删除 of an unused file deletes it, says so and reloads the list; readers see no 删除", async () => {
  let items = [attachment(1), attachment(2)];
  api.routes.set("/api/books/book-1/attachments", () => page(items));
  api.routes.set("/api/books/book-1/used-attachments/att-1", () => ({
    data: { attachmentOid: "att-1", usages: [] },
  }));
  api.routes.set("DELETE /api/books/book-1/attachments/att-1", () => {
    items = [attachment(2)];
    return { data: null };
  });
  renderMedia();
  const card = await screen.findByRole("article", { name: "插图 1.png" });
  fireEvent.click(within(card).getByRole("button", { name: MEDIA_TEXTS.delete }));
  const dialog = await screen.findByRole("dialog");
  expect(await within(dialog).findByText(MEDIA_TEXTS.unused)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole("button", { name: MEDIA_TEXTS.delete }));
  await waitFor(() => expect(screen.queryByRole("article", { name: "插图 1.png" })).toBeNull());
  expect(toastStore.get().map((item) => item.text)).toEqual(["“插图 1.png”已删除"]);

  cleanup();
  api.routes.set("/api/books/book-1", () => ({ data: book(false) }));
  renderMedia();
  const readOnly = await screen.findByRole("article", { name: "插图 2.png" });
  expect(within(readOnly).queryByRole("button", { name: MEDIA_TEXTS.delete })).toBeNull();
});
