// @vitest-environment happy-dom

import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type ChapterNode,
  DIALOG_TEXTS,
  EXPORT_FORMATS,
  EXPORT_TEXTS,
  STORAGE_KEYS,
  STYLE_SCREEN_TEXTS,
  BOOK_DETAIL_TEXTS as T,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { userTask } from "../../test/task-fixtures.ts";
import { BookDetailPage } from "./book-detail-page.tsx";
import { openMenu } from "./open-menu.ts";
import { fakeBookApi } from "./test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "./test/render-book-page.tsx";
import { ALL_ABILITIES, bookDetail, chapterNode, NO_ABILITIES, sampleTree } from "./test/tree-fixtures.ts";

vi.stubGlobal("__APP_VERSION__", "test");

let api: ReturnType<typeof fakeBookApi>;
let tree: ChapterNode[];

beforeEach(() => {
  tree = sampleTree();
  api = fakeBookApi(() => tree);
});

afterEach(cleanUpBookPage);

const renderDetail = () =>
  renderBookPage(
    [
      { path: "/f/books/detail/:oid", element: <BookDetailPage /> },
      { path: "/f/books/chapter/edit/:oid?", element: <div>chapter edit page</div> },
      { path: "/f/task/detail/:oid", element: <div>task detail page</div> },
      { path: "/f/books/style/:bookOid", element: <div>style settings page</div> },
    ],
    "/f/books/detail/book-1",
  );

const chapterItem = (name: string) => screen.getByRole("listitem", { name });
const sent = (method: string, path: string) =>
  api.sent.filter((call) => call.method === method && call.path === `/api${path}`);

test("shows the book's card and its tree of chapters, sections and files", async () => {
  renderDetail();
  expect(await screen.findByRole("heading", { name: "高等数学（上册）" })).toBeTruthy();
  expect(screen.getByText("未发布")).toBeTruthy();
  expect(screen.getByText("示范学校")).toBeTruthy();
  expect(screen.getByText("40%")).toBeTruthy();
  expect(await screen.findByRole("listitem", { name: "第一章 函数与极限" })).toBeTruthy();
  const first = chapterItem("第一章 函数与极限");
  expect(within(first).getByText("1.1 映射与函数")).toBeTruthy();
  expect(within(first).getByText("课堂练习")).toBeTruthy();
  // A file stored with an older type says so, and opens in the editor like every file.
  expect(within(first).getByText(T.fileTypes.ACTIVITY)).toBeTruthy();
  expect(within(first).getByRole("link", { name: "课堂练习" }).getAttribute("href")).toMatch(/^\/f\/books\//);
  expect(within(chapterItem("第三章 微分中值定理")).getByText(T.committed)).toBeTruthy();
  expect(within(first).queryByText(T.committed)).toBeNull();
  // Shell §3: the open book's info is kept for the pages that follow.
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.bookInfo) ?? "{}").belongsToOrg.name).toBe("示范学校");
});

test("a member who may not edit the structure sees no buttons that change the book", async () => {
  // editContent alone: files are written in the editor, but the tree is guarded by editStructure.
  api.routes.set("GET /api/books/book-1", () => ({
    data: bookDetail({ abilities: { ...NO_ABILITIES, editContent: true, uploadMedia: true } }),
  }));
  renderDetail();
  const first = await screen.findByRole("listitem", { name: "第一章 函数与极限" });
  for (const label of [
    T.export,
    T.members,
    T.createChapter,
    T.createSection,
    T.createFile,
    T.changeCover,
    STYLE_SCREEN_TEXTS.open,
  ]) {
    expect(screen.queryByRole("button", { name: new RegExp(label) })).toBeNull();
  }
  expect(screen.queryByRole("button", { name: T.editCompletionRate })).toBeNull();
  expect(screen.queryAllByRole("button", { name: /拖动排序/ })).toHaveLength(0);
  expect(screen.getByRole("button", { name: new RegExp(T.mediaLibrary) })).toBeTruthy();
  // Copying only reads this book, so it stays; nothing else is offered.
  fireEvent.click(within(first).getAllByRole("button", { name: T.more })[0] as HTMLElement);
  const menu = await screen.findByRole("menu");
  expect(
    within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent),
  ).toEqual([T.copyTo]);
});

test("a committed chapter is read-only: no dragging, no editing; it can be reverted or copied", async () => {
  renderDetail();
  const committed = await screen.findByRole("listitem", { name: "第三章 微分中值定理" });
  expect(within(committed).queryAllByRole("button", { name: /拖动排序/ })).toHaveLength(0);
  expect(within(committed).queryByRole("button", { name: new RegExp(T.createSection) })).toBeNull();
  expect(within(committed).queryByRole("button", { name: new RegExp(T.createFile) })).toBeNull();
  fireEvent.click(within(committed).getAllByRole("button", { name: T.more })[0] as HTMLElement);
  const menu = await screen.findByRole("menu");
  const items = within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent);
  expect(items).toEqual([T.copyTo, T.revert]);
  // An editable chapter offers the drag handle and the full menu.
  const first = chapterItem("第一章 函数与极限");
  expect(within(first).getByRole("button", { name: "拖动排序：第一章 函数与极限" })).toBeTruthy();
});

test("committing asks first, sends the chapter and shows it committed", async () => {
  api.routes.set("PUT /api/books/book-1/chapters/committed", (call) => {
    const oids = (call.body as { oids: string[] }).oids;
    tree = tree.map((chapter) => (oids.includes(chapter.oid) ? { ...chapter, committed: true } : chapter));
    return { data: { items: tree, total: tree.length } };
  });
  renderDetail();
  const second = await screen.findByRole("listitem", { name: "第二章 导数与微分" });
  await openMenu(second, T.commit);
  fireEvent.click(await screen.findByRole("button", { name: DIALOG_TEXTS.confirm }));
  await waitFor(() => expect(within(chapterItem("第二章 导数与微分")).getByText(T.committed)).toBeTruthy());
  expect(sent("PUT", "/books/book-1/chapters/committed")[0]?.body).toEqual({ oids: ["c2"] });
  expect(await screen.findByText(T.committedDone)).toBeTruthy();
});

test("deleting a chapter needs the typed phrase 确认删除章节 and sends it", async () => {
  api.routes.set("PUT /api/books/book-1/chapters/batch-delete", () => {
    tree = tree.filter((chapter) => chapter.oid !== "c1");
    return { data: null };
  });
  renderDetail();
  const first = await screen.findByRole("listitem", { name: "第一章 函数与极限" });
  await openMenu(first, T.delete);
  const phrase = await screen.findByRole("textbox", { name: DIALOG_TEXTS.deleteConfirmPhrase });
  const remove = screen.getByRole("button", { name: DIALOG_TEXTS.delete });
  expect(remove).toHaveProperty("disabled", true);
  fireEvent.change(phrase, { target: { value: "删除" } });
  expect(remove).toHaveProperty("disabled", true);
  expect(sent("PUT", "/books/book-1/chapters/batch-delete")).toHaveLength(0);
  fireEvent.change(phrase, { target: { value: "确认删除章节" } });
  fireEvent.click(remove);
  await waitFor(() => expect(screen.queryByRole("listitem", { name: "第一章 函数与极限" })).toBeNull());
  expect(sent("PUT", "/books/book-1/chapters/batch-delete")[0]?.body).toEqual({
    oids: ["c1"],
    confirmPhrase: "确认删除章节",
  });
});

test("deleting a section needs the phrase too; a file needs a plain confirmation", async () => {
  api.routes.set("PUT /api/books/book-1/chapters/c1/sections/batch-delete", () => ({ data: null }));
  api.routes.set("PUT /api/books/book-1/chapters/c1/sections/s1/files/deleted", () => ({ data: null }));
  renderDetail();
  await screen.findByRole("listitem", { name: "第一章 函数与极限" });
  const section = screen.getByRole("listitem", { name: "1.2 数列的极限" });
  await openMenu(section, T.delete);
  const phrase = await screen.findByRole("textbox", { name: DIALOG_TEXTS.deleteConfirmPhrase });
  fireEvent.change(phrase, { target: { value: "确认删除章节" } });
  fireEvent.click(screen.getByRole("button", { name: DIALOG_TEXTS.delete }));
  await waitFor(() => expect(sent("PUT", "/books/book-1/chapters/c1/sections/batch-delete")).toHaveLength(1));
  expect(sent("PUT", "/books/book-1/chapters/c1/sections/batch-delete")[0]?.body).toEqual({
    oids: ["s2"],
    confirmPhrase: "确认删除章节",
  });

  const files = screen.getByRole("list", { name: "1.1 映射与函数" });
  await openMenu(within(files).getAllByRole("listitem")[1] as HTMLElement, T.delete);
  await screen.findByText("确定删除文件“课堂练习”吗？删除后无法恢复。");
  await waitFor(() =>
    expect(screen.queryAllByRole("textbox", { name: DIALOG_TEXTS.deleteConfirmPhrase })).toHaveLength(0),
  );
  const buttons = screen.getAllByRole("button", { name: DIALOG_TEXTS.delete });
  fireEvent.click(buttons.at(-1) as HTMLElement);
  await waitFor(() =>
    expect(sent("PUT", "/books/book-1/chapters/c1/sections/s1/files/deleted")).toHaveLength(1),
  );
  expect(sent("PUT", "/books/book-1/chapters/c1/sections/s1/files/deleted")[0]?.body).toEqual({
    oids: ["f2"],
  });
});

test("a new file is a content file created with its name; emoji typed into the name are filtered out", async () => {
  api.routes.set("POST /api/books/book-1/chapters/c2/sections/s3/files", () => ({ data: {} }));
  renderDetail();
  const second = await screen.findByRole("listitem", { name: "第二章 导数与微分" });
  fireEvent.click(within(second).getByRole("button", { name: new RegExp(T.createFile) }));
  const name = await screen.findByRole("textbox", { name: T.fileName });
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeTruthy();
  fireEvent.change(name, { target: { value: "导数的定义📐" } });
  expect(name).toHaveProperty("value", "导数的定义");
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  await waitFor(() => expect(sent("POST", "/books/book-1/chapters/c2/sections/s3/files")).toHaveLength(1));
  expect(sent("POST", "/books/book-1/chapters/c2/sections/s3/files")[0]?.body).toEqual({
    name: "导数的定义",
  });
  expect(screen.queryByRole("combobox")).toBeNull();
});

test("a refused rename keeps the dialog open and the server's message is shown", async () => {
  api.routes.set("PUT /api/books/book-1/chapters/c1", () => ({
    status: 403,
    errorCode: "err.chapter.committed",
    errorMessage: "章节已提交，不能编辑",
  }));
  renderDetail();
  const first = await screen.findByRole("listitem", { name: "第一章 函数与极限" });
  await openMenu(first, T.rename);
  const name = await screen.findByRole("textbox", { name: T.chapterName });
  expect(name).toHaveProperty("value", "第一章 函数与极限");
  fireEvent.change(name, { target: { value: "第一章 极限" } });
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  expect(await screen.findByText("章节已提交，不能编辑")).toBeTruthy();
  expect(screen.getByText("err.chapter.committed")).toBeTruthy();
  expect(screen.getByRole("textbox", { name: T.chapterName })).toBeTruthy();
});

test("a book without chapters invites to create the first one", async () => {
  tree = [];
  api.routes.set("POST /api/books/book-1/chapters", (call) => {
    tree = [chapterNode("c9", (call.body as { name: string }).name)];
    return { data: tree[0] };
  });
  renderDetail();
  expect(await screen.findByText(T.noChapters)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.createChapter) }));
  fireEvent.change(await screen.findByRole("textbox", { name: T.chapterName }), {
    target: { value: "第一章 绪论" },
  });
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  expect(await screen.findByRole("listitem", { name: "第一章 绪论" })).toBeTruthy();
  expect(sent("POST", "/books/book-1/chapters")[0]?.body).toEqual({ name: "第一章 绪论" });
});

test("a tree that fails to load says so and tries again", async () => {
  let fail = true;
  api.routes.set("GET /api/books/book-1/chapters", () =>
    fail
      ? { status: 500, errorCode: "err.server.internal", errorMessage: "服务器错误，请稍后再试" }
      : { data: { items: tree, total: tree.length } },
  );
  renderDetail();
  expect(await screen.findByText(T.treeLoadFailed)).toBeTruthy();
  expect(screen.getAllByText("服务器错误，请稍后再试").length).toBeGreaterThan(0);
  fail = false;
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.retry) }));
  expect(await screen.findByRole("listitem", { name: "第一章 函数与极限" })).toBeTruthy();
});

test("a book that cannot be opened shows the server's message", async () => {
  api.routes.set("GET /api/books/book-1", () => ({
    status: 403,
    errorCode: "err.privilege.required",
    errorMessage: "当前账号没有相关权限",
  }));
  renderDetail();
  expect(await screen.findByText(T.loadFailed)).toBeTruthy();
  expect(screen.getAllByText("当前账号没有相关权限").length).toBeGreaterThan(0);
  expect(sent("GET", "/books/book-1/chapters")).toHaveLength(0);
});

test("the completion rate takes a whole number from 0 to 100", async () => {
  api.routes.set("PUT /api/books/book-1/completion-rate", (call) => ({
    data: bookDetail({ completionRate: (call.body as { completionRate: number }).completionRate }),
  }));
  renderDetail();
  fireEvent.click(await screen.findByRole("button", { name: T.editCompletionRate }));
  const input = screen.getByRole("textbox", { name: T.completionRate });
  for (const bad of ["101", "05", "4.5", ""]) {
    fireEvent.change(input, { target: { value: bad } });
    expect(screen.getByText(VALIDATION_MESSAGES.numberRequired)).toBeTruthy();
    expect(screen.getByRole("button", { name: T.save })).toHaveProperty("disabled", true);
  }
  fireEvent.change(input, { target: { value: "85" } });
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  expect(await screen.findByText("85%")).toBeTruthy();
  expect(sent("PUT", "/books/book-1/completion-rate")[0]?.body).toEqual({ completionRate: 85 });
});

test("Esc leaves the completion rate as it was, sending nothing", async () => {
  renderDetail();
  fireEvent.click(await screen.findByRole("button", { name: T.editCompletionRate }));
  const input = screen.getByRole("textbox", { name: T.completionRate });
  fireEvent.change(input, { target: { value: "99" } });
  fireEvent.keyDown(input, { key: "Escape" });
  expect(screen.queryByRole("textbox", { name: T.completionRate })).toBeNull();
  expect(screen.getByRole("button", { name: T.editCompletionRate })).toBeTruthy();
  expect(sent("PUT", "/books/book-1/completion-rate")).toHaveLength(0);
});

test("export offers the formats, starts a task in the one picked and the toast links to it", async () => {
  api.routes.set("POST /api/books/export", () => ({
    data: userTask({ oid: "task-7", type: "EXPORT", title: "导出教材" }),
  }));
  const { router } = renderDetail();
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(T.export) }));
  const menu = await screen.findByRole("menu", { name: EXPORT_TEXTS.menuLabel });
  expect(
    within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent),
  ).toEqual(EXPORT_FORMATS.map((format) => EXPORT_TEXTS.formats[format]));
  fireEvent.click(within(menu).getByRole("menuitem", { name: EXPORT_TEXTS.formats.EPUB }));
  expect(await screen.findByText(T.exportStarted)).toBeTruthy();
  expect(sent("POST", "/books/export")[0]?.body).toEqual({ bookOid: "book-1", format: "EPUB" });
  fireEvent.click(screen.getByRole("button", { name: T.viewTask }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/task/detail/task-7"));
});

test("编辑章节 opens the chapter page for this chapter", async () => {
  const { router } = renderDetail();
  const first = await screen.findByRole("listitem", { name: "第一章 函数与极限" });
  await openMenu(first, T.editChapter);
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/books/chapter/edit/c1"));
  expect(router.state.location.search).toBe("?bookOid=book-1");
});

test("the abilities of the book decide the header's buttons", async () => {
  api.routes.set("GET /api/books/book-1", () => ({
    data: bookDetail({ abilities: { ...ALL_ABILITIES, manageMembers: false } }),
  }));
  renderDetail();
  await screen.findByRole("heading", { name: "高等数学（上册）" });
  expect(screen.getByRole("button", { name: new RegExp(T.export) })).toBeTruthy();
  expect(screen.queryByRole("button", { name: new RegExp(T.members) })).toBeNull();
  await act(async () => {});
});

test("样式设置 opens the book's style settings for those who may change its look", async () => {
  const { router } = renderDetail();
  await screen.findByRole("heading", { name: "高等数学（上册）" });
  fireEvent.click(screen.getByRole("button", { name: new RegExp(STYLE_SCREEN_TEXTS.open) }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/books/style/book-1"));
});
