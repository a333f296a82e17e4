// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type AdminBook, BOOKS_ADMIN_TEXTS as T } from "@textbook/shared";
import { expect, test } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { renderPage, signIn, taskPageTests } from "../../task/test/task-support.tsx";
import { BooksPage } from "./books-page.tsx";

const suite = taskPageTests();

function book(index: number, overrides: Partial<AdminBook> = {}): AdminBook {
  return {
    oid: `book-${index}`,
    name: `示范教材${index}`,
    subject: "物理",
    description: null,
    textbookType: "V2",
    state: "UN_RELEASED",
    coverUrl: null,
    org: { oid: "org-1", name: "示范学校", fullName: "示范学校" },
    chiefEditors: [{ oid: "chief-1", fullName: "周主编", phoneNumber: "13900000001" }],
    platformRoles: { mosoEditorOid: null, contentDesignerOid: null, techEditorOid: null },
    releasedBefore: false,
    abilities: { update: true, delete: true, platformRoles: false, stateTargets: ["LOCKED", "INACTIVE"] },
    createdAt: "2026-11-20T07:13:00.000Z",
    updatedAt: "2026-11-20T07:13:00.000Z",
    ...overrides,
  };
}

const pageOf = (items: AdminBook[]) => ({ data: { items, total: items.length, page: 1, pageSize: 10 } });
const renderList = (path = "/m/books") => renderPage(path, [{ path: "/m/books", element: <BooksPage /> }]);
const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;
const toasts = () => toastStore.get().map((item) => item.text);

/** Opens an antd select by its label and picks the option with this text. */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

test("an ORG_ADMIN sees their books with readable types and states, and only the actions allowed", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/books", () =>
    pageOf([
      book(1, { textbookType: "KG" }),
      book(2, {
        state: "RELEASED",
        releasedBefore: true,
        abilities: {
          update: true,
          delete: false,
          platformRoles: false,
          stateTargets: ["LOCKED", "INACTIVE"],
        },
      }),
    ]),
  );
  renderList("/m/books?state=UN_RELEASED&pageSize=20");
  await screen.findByText("示范教材1");
  const first = within(rowOf("示范教材1"));
  expect(first.getByText("知识图谱教材")).toBeTruthy();
  expect(first.getByText("未发布")).toBeTruthy();
  expect(first.getByText("周主编")).toBeTruthy();
  expect(first.getByRole("button", { name: "删除 示范教材1" })).toBeTruthy();
  expect(first.queryByRole("button", { name: "平台角色 示范教材1" })).toBeNull();
  const second = within(rowOf("示范教材2"));
  expect(second.getByRole("button", { name: "停用归档 示范教材2" })).toBeTruthy();
  expect(second.queryByRole("button", { name: "删除 示范教材2" })).toBeNull();
  expect(screen.getByRole("button", { name: T.create })).toBeTruthy();
  expect(screen.queryByRole("combobox", { name: T.orgFilter })).toBeNull();
  const query = suite.sentTo("/api/books")[0]?.query;
  expect(Object.fromEntries(query ?? [])).toMatchObject({ state: "UN_RELEASED", pageSize: "20", page: "1" });
});

test("a platform editor sees no 新建教材 and no actions beyond members", async () => {
  signIn([], ["MOSO_SERVE_EDITOR"]);
  suite.api.routes.set("/api/books", () =>
    pageOf([
      book(1, { abilities: { update: false, delete: false, platformRoles: false, stateTargets: [] } }),
    ]),
  );
  renderList();
  await screen.findByText("示范教材1");
  expect(screen.queryByRole("button", { name: T.create })).toBeNull();
  expect(
    within(rowOf("示范教材1"))
      .getAllByRole("button")
      .map((button) => button.textContent),
  ).toEqual([T.members]);
});

test("新建教材 checks the fields, then creates in the current organisation with the chosen chief editor", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/books", () => pageOf([]));
  suite.api.routes.set("/api/commons/subjects", () => ({
    data: { items: [{ code: "physics", name: "物理" }], total: 1 },
  }));
  suite.api.routes.set("/api/books/editor-candidates", () => ({
    data: { items: [{ oid: "chief-1", fullName: "周主编", phoneNumber: "13900000001" }] },
  }));
  suite.api.routes.set("POST /api/books", () => ({ data: book(9) }));
  renderList();
  fireEvent.click(await screen.findByRole("button", { name: T.create }));
  const form = await screen.findByRole("dialog");
  expect(within(form).getByText("示范学校")).toBeTruthy();
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  expect(await within(form).findByText("必填项，请输入")).toBeTruthy();
  expect(within(form).getByText(T.subjectRequired)).toBeTruthy();
  expect(within(form).getByText(T.chiefEditorRequired)).toBeTruthy();
  expect(suite.sentTo("/api/books").filter((call) => call.method === "POST")).toHaveLength(0);

  fireEvent.change(within(form).getByRole("textbox", { name: T.form.name }), {
    target: { value: "高中物理" },
  });
  await choose(form, T.form.subject, "物理");
  await choose(form, T.form.chiefEditor, "周主编 13900000001");
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.description }), {
    target: { value: "力与运动" },
  });
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  await waitFor(() => expect(toasts()).toContain(T.created));
  expect(suite.sentTo("/api/books").find((call) => call.method === "POST")?.body).toEqual({
    name: "高中物理",
    subject: "物理",
    textbookType: "V2",
    description: "力与运动",
    orgOid: "org-1",
    chiefEditorOid: "chief-1",
  });
  expect(suite.sentTo("/api/books/editor-candidates")[0]?.query.get("orgOid")).toBe("org-1");
  // The organisation directory is a system administrator's: an organisation admin never asks for it.
  expect(suite.sentTo("/api/orgs/all")).toHaveLength(0);
});

test("the server's field message lands under its field", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/books", () => pageOf([book(1)]));
  suite.api.routes.set("/api/commons/subjects", () => ({
    data: { items: [{ code: "physics", name: "物理" }], total: 1 },
  }));
  suite.api.routes.set("PUT /api/books/book-1", () => ({
    status: 400,
    errorCode: "err.validate.failed",
    errorMessage: "参数错误",
    errors: { chiefEditorOid: T.chiefEditorNotMember },
  }));
  renderList();
  await screen.findByText("示范教材1");
  fireEvent.click(screen.getByRole("button", { name: "编辑 示范教材1" }));
  const form = await screen.findByRole("dialog");
  expect((within(form).getByRole("textbox", { name: T.form.name }) as HTMLInputElement).value).toBe(
    "示范教材1",
  );
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  expect(await within(form).findByText(T.chiefEditorNotMember)).toBeTruthy();
  expect(suite.sentTo("/api/books/book-1")[0]?.body).toMatchObject({
    name: "示范教材1",
    chiefEditorOid: "chief-1",
  });
});

test("deleting asks for the book's name typed exactly", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/books", () => pageOf([book(1)]));
  suite.api.routes.set("DELETE /api/books/book-1", () => ({ data: null }));
  renderList();
  await screen.findByText("示范教材1");
  fireEvent.click(screen.getByRole("button", { name: "删除 示范教材1" }));
  const confirm = await screen.findByRole("dialog");
  const button = within(confirm).getByRole("button", { name: T.deleteConfirm });
  fireEvent.change(within(confirm).getByRole("textbox", { name: T.confirmNameRequired }), {
    target: { value: "示范教材" },
  });
  expect(button.hasAttribute("disabled")).toBe(true);
  fireEvent.change(within(confirm).getByRole("textbox", { name: T.confirmNameRequired }), {
    target: { value: "示范教材1" },
  });
  fireEvent.click(button);
  await waitFor(() => expect(toasts()).toContain(T.deleted));
  expect(suite.sentTo("/api/books/book-1")[0]?.body).toEqual({ confirmName: "示范教材1" });
});

test("a book released once is archived instead, also when the server refuses the delete", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/books", () => pageOf([book(1)]));
  suite.api.routes.set("DELETE /api/books/book-1", () => ({
    status: 409,
    errorCode: "err.book.released",
    errorMessage: "该教材已发布过，不能删除。",
  }));
  suite.api.routes.set("PUT /api/books/book-1/state", () => ({ data: book(1, { state: "INACTIVE" }) }));
  renderList();
  await screen.findByText("示范教材1");
  fireEvent.click(screen.getByRole("button", { name: "删除 示范教材1" }));
  const confirm = await screen.findByRole("dialog");
  fireEvent.change(within(confirm).getByRole("textbox", { name: T.confirmNameRequired }), {
    target: { value: "示范教材1" },
  });
  fireEvent.click(within(confirm).getByRole("button", { name: T.deleteConfirm }));
  expect(await within(confirm).findByText(T.releasedCannotDelete)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole("button", { name: T.archive }));
  await waitFor(() => expect(toasts()).toContain(T.archived));
  expect(suite.sentTo("/api/books/book-1/state")[0]?.body).toEqual({ state: "INACTIVE" });
});

test("a state change is picked from the allowed moves and confirmed", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/books", () => pageOf([book(1)]));
  suite.api.routes.set("PUT /api/books/book-1/state", () => ({ data: book(1, { state: "LOCKED" }) }));
  renderList();
  await screen.findByText("示范教材1");
  fireEvent.click(screen.getByRole("button", { name: "更改状态 示范教材1" }));
  fireEvent.click(await screen.findByText("改为“已锁定”"));
  const confirm = await screen.findByRole("dialog");
  fireEvent.click(within(confirm).getByRole("button", { name: /确/ }));
  await waitFor(() => expect(toasts()).toContain(T.stateChanged));
  expect(suite.sentTo("/api/books/book-1/state")[0]?.body).toEqual({ state: "LOCKED" });
});

test("a system administrator filters by organisation and sets a book's platform roles", async () => {
  signIn([], ["SYS_ADMIN"]);
  suite.api.routes.set("/api/books", () =>
    pageOf([
      book(1, { abilities: { update: true, delete: true, platformRoles: true, stateTargets: ["LOCKED"] } }),
    ]),
  );
  suite.api.routes.set("/api/orgs/all", () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } }));
  suite.api.routes.set("/api/books/platform-role-candidates", (call) => ({
    data: {
      items:
        call.query.get("role") === "MOSO_SERVE_EDITOR"
          ? [{ oid: "serve-1", fullName: "服务编辑", phoneNumber: "13900000005" }]
          : [],
    },
  }));
  suite.api.routes.set("PUT /api/books/book-1/platform-roles", () => ({ data: book(1) }));
  renderList("/m/books?orgOid=org-7");
  await screen.findByText("示范教材1");
  expect(screen.getByRole("combobox", { name: T.orgFilter })).toBeTruthy();
  expect(suite.sentTo("/api/books")[0]?.query.get("orgOid")).toBe("org-7");
  // Nobody is looked up before a picker opens.
  expect(suite.sentTo("/api/books/platform-role-candidates")).toHaveLength(0);
  fireEvent.click(screen.getByRole("button", { name: "平台角色 示范教材1" }));
  const form = await screen.findByRole("dialog");
  await choose(form, T.platformRoleLabels.mosoEditorOid, "服务编辑 13900000005");
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  await waitFor(() => expect(toasts()).toContain(T.platformRolesSaved));
  expect(suite.sentTo("/api/books/book-1/platform-roles")[0]?.body).toEqual({
    mosoEditorOid: "serve-1",
    contentDesignerOid: null,
    techEditorOid: null,
  });
});
