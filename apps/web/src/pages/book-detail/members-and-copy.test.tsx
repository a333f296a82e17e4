// @vitest-environment happy-dom

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type BookListItem,
  type BookMember,
  type ChapterNode,
  DIALOG_TEXTS,
  FRAME_TEXTS,
  BOOK_DETAIL_TEXTS as T,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { session } from "../../app/session.ts";
import { loginResult } from "../../test/session-fixtures.ts";
import { BookDetailPage } from "./book-detail-page.tsx";
import { openMenu } from "./open-menu.ts";
import { fakeBookApi } from "./test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "./test/render-book-page.tsx";
import { bookDetail, chapterNode, NO_ABILITIES, sampleTree, sectionNode } from "./test/tree-fixtures.ts";

vi.stubGlobal("__APP_VERSION__", "test");

let api: ReturnType<typeof fakeBookApi>;
let members: BookMember[];

const member = (
  userOid: string,
  fullName: string,
  phoneNumber: string,
  role: BookMember["role"],
): BookMember => ({
  userOid,
  fullName,
  phoneNumber,
  role,
  createdAt: "2026-11-20T07:13:00.000Z",
});

const listItem = (oid: string, name: string): BookListItem => ({
  oid,
  name,
  subject: null,
  description: null,
  coverUrl: null,
  state: "UN_RELEASED",
  publishState: "UNDECLARED",
  textbookType: "V2",
  completionRate: 0,
  chapterCount: 1,
  myRoles: [],
  updatedAt: "2026-11-20T07:13:00.000Z",
});

beforeEach(() => {
  const tree = sampleTree();
  api = fakeBookApi(() => tree);
  members = [member("u1", "王主编", "13800000001", "BOOK_CHIEF_EDITOR")];
  api.routes.set("GET /api/books/book-1/editors", () => ({
    data: { items: members, total: members.length },
  }));
});

afterEach(cleanUpBookPage);

function renderDetail() {
  renderBookPage(
    [
      { path: "/f/books/detail/:oid", element: <BookDetailPage /> },
      { path: "/f/task/detail/:oid", element: <div>task detail page</div> },
    ],
    "/f/books/detail/book-1",
  );
}

async function openMembers() {
  renderDetail();
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(T.members) }));
  return screen.findByRole("dialog", { name: T.membersTitle });
}

function typePhones(drawer: HTMLElement, ...phones: string[]) {
  const input = within(drawer).getByRole("combobox", { name: T.addMembersPhones });
  for (const phone of phones) {
    fireEvent.change(input, { target: { value: phone } });
    fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
  }
}

test("the members drawer lists the team and adds people by phone number with a role", async () => {
  api.routes.set("POST /api/books/book-1/editors", (call) => {
    const body = call.body as { phoneNumbers: string[]; role: BookMember["role"] };
    members = [
      ...members,
      ...body.phoneNumbers.map((phone, index) => member(`n${index}`, `新成员${index}`, phone, body.role)),
    ];
    return { data: { items: members, total: members.length } };
  });
  const drawer = await openMembers();
  expect(await within(drawer).findByText("王主编")).toBeTruthy();
  expect(within(drawer).getByText("主编")).toBeTruthy();
  typePhones(drawer, "13800000002", "13800000003");
  fireEvent.click(within(drawer).getByRole("button", { name: T.add }));
  expect(await within(drawer).findByText("新成员1")).toBeTruthy();
  expect(api.sent.find((call) => call.method === "POST" && call.path.endsWith("/editors"))?.body).toEqual({
    phoneNumbers: ["13800000002", "13800000003"],
    role: "BOOK_EDITOR",
  });
});

test("a wrong phone number is named and nothing is sent", async () => {
  const drawer = await openMembers();
  await within(drawer).findByText("王主编");
  fireEvent.click(within(drawer).getByRole("button", { name: T.add }));
  expect(await within(drawer).findByText(VALIDATION_MESSAGES.phoneEmpty)).toBeTruthy();
  typePhones(drawer, "1380000");
  fireEvent.click(within(drawer).getByRole("button", { name: T.add }));
  expect(await within(drawer).findByText(`1380000：${VALIDATION_MESSAGES.phoneInvalid}`)).toBeTruthy();
  expect(api.sent.filter((call) => call.method === "POST")).toHaveLength(0);
});

test("a number the server refuses is named under the field, not in the error panel", async () => {
  api.routes.set("POST /api/books/book-1/editors", () => ({
    status: 400,
    errorCode: "err.validate.failed",
    errorMessage: "提交的内容有误",
    errors: { "phoneNumbers.0": "19900000000 不是本机构的成员" },
  }));
  const drawer = await openMembers();
  await within(drawer).findByText("王主编");
  typePhones(drawer, "19900000000");
  fireEvent.click(within(drawer).getByRole("button", { name: T.add }));
  expect(await within(drawer).findByText("19900000000 不是本机构的成员")).toBeTruthy();
  expect(screen.queryByText(FRAME_TEXTS.errorTitle)).toBeNull();
});

test("removing a member asks first and sends the user's oid", async () => {
  members = [...members, member("u2", "李编辑", "13800000002", "BOOK_EDITOR")];
  api.routes.set("POST /api/books/book-1/editors/remove", () => {
    members = members.filter((item) => item.userOid !== "u2");
    return { data: { items: members, total: members.length } };
  });
  const drawer = await openMembers();
  const row = (await within(drawer).findByText("李编辑")).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("button", { name: T.removeMember }));
  const confirm = (await screen.findByText("确定将“李编辑”移出本教材吗？")).closest(
    "[role=dialog]",
  ) as HTMLElement;
  fireEvent.click(within(confirm).getByRole("button", { name: DIALOG_TEXTS.remove }));
  await waitFor(() => expect(within(drawer).queryByText("李编辑")).toBeNull());
  expect(api.sent.find((call) => call.path.endsWith("/editors/remove"))?.body).toEqual({ userOids: ["u2"] });
});

async function choose(label: string, option: string) {
  const dialog = screen.getByRole("dialog");
  fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: label }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1) as HTMLElement);
}

test("a section is copied to a chapter of a book the user may edit, as a task", async () => {
  const other: ChapterNode[] = [
    chapterNode("x1", "第一章 目标", [sectionNode("xs1", "x1", "1.1 目标小节")]),
    chapterNode("x2", "第二章 已提交", [], true),
  ];
  api.routes.set("GET /api/books/contributed", () => ({
    data: {
      items: [listItem("book-1", "高等数学（上册）"), listItem("book-2", "线性代数")],
      total: 2,
      page: 1,
      pageSize: 20,
    },
  }));
  api.routes.set("GET /api/books/book-2", () => ({ data: bookDetail({ oid: "book-2", name: "线性代数" }) }));
  api.routes.set("GET /api/books/book-2/chapters", () => ({ data: { items: other, total: 2 } }));
  api.routes.set("POST /api/books/book-1/chapters/c1/sections/s2/copy", () => ({
    data: { oid: "task-9" },
  }));
  renderDetail();
  await screen.findByRole("listitem", { name: "第一章 函数与极限" });
  const section = screen.getByRole("listitem", { name: "1.2 数列的极限" });
  await openMenu(section, T.copyTo);
  await screen.findByRole("dialog", { name: T.copySectionTitle });
  await choose(T.targetBook, "线性代数");
  await choose(T.targetChapter, "第一章 目标");
  fireEvent.click(screen.getByRole("button", { name: T.copy }));
  expect(await screen.findByText(T.copyStarted)).toBeTruthy();
  expect(api.sent.find((call) => call.path.endsWith("/sections/s2/copy"))?.body).toEqual({
    targetBookOid: "book-2",
    targetChapterOid: "x1",
  });
  expect(screen.getByRole("button", { name: T.viewTask })).toBeTruthy();
});

test("a book the user may not edit cannot be chosen as the copy's target", async () => {
  api.routes.set("GET /api/books/contributed", () => ({
    data: { items: [listItem("book-3", "只读教材")], total: 1, page: 1, pageSize: 20 },
  }));
  api.routes.set("GET /api/books/book-3", () => ({
    data: bookDetail({ oid: "book-3", name: "只读教材", abilities: NO_ABILITIES }),
  }));
  renderDetail();
  const chapter = await screen.findByRole("listitem", { name: "第二章 导数与微分" });
  await openMenu(chapter, T.copyTo);
  await screen.findByRole("dialog", { name: T.copyChapterTitle });
  await choose(T.targetBook, "只读教材");
  expect(await screen.findByText(T.noEditRight)).toBeTruthy();
  expect(screen.getByRole("button", { name: T.copy })).toHaveProperty("disabled", true);
});

test("a section copied into this book shows up when its task has finished", async () => {
  api.routes.set("GET /api/books/contributed", () => ({
    data: { items: [listItem("book-1", "高等数学（上册）")], total: 1, page: 1, pageSize: 20 },
  }));
  api.routes.set("POST /api/books/book-1/chapters/c1/sections/s2/copy", () => ({ data: { oid: "task-5" } }));
  api.routes.set("GET /api/user-tasks/progress", () => ({
    data: {
      runningCount: 0,
      items: [{ oid: "task-5", state: "DONE", progress: 100, result: "SUCCESS", errorMessage: null }],
    },
  }));
  renderDetail();
  await screen.findByRole("listitem", { name: "第一章 函数与极限" });
  const section = screen.getByRole("listitem", { name: "1.2 数列的极限" });
  await openMenu(section, T.copyTo);
  await screen.findByRole("dialog", { name: T.copySectionTitle });
  await choose(T.targetBook, "高等数学（上册）");
  await choose(T.targetChapter, "第二章 导数与微分");
  fireEvent.click(screen.getByRole("button", { name: T.copy }));
  await waitFor(() =>
    expect(api.sent.filter((call) => call.path === "/api/books/book-1/chapters").length).toBeGreaterThan(1),
  );
  expect(api.sent.find((call) => call.path === "/api/user-tasks/progress")?.query.get("oids")).toBe("task-5");
});

test("the signed-in user's own row offers no 移出: nobody removes themselves", async () => {
  session.save(loginResult({ level: 1 })); // user u1, 王主编's row
  members = [...members, member("u2", "李编辑", "13800000002", "BOOK_EDITOR")];
  const drawer = await openMembers();
  const own = (await within(drawer).findByText("王主编")).closest("tr") as HTMLElement;
  const other = within(drawer).getByText("李编辑").closest("tr") as HTMLElement;
  expect(within(own).queryByRole("button", { name: T.removeMember })).toBeNull();
  expect(within(other).getByRole("button", { name: T.removeMember })).toBeTruthy();
});
