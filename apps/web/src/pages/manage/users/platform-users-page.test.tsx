// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type MosoUser, USERS_TEXTS as T } from "@textbook/shared";
import { expect, test } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { renderPage, signIn, taskPageTests } from "../../task/test/task-support.tsx";
import { PlatformUsersPage } from "./platform-users-page.tsx";

const suite = taskPageTests();

const staff: MosoUser = {
  oid: "staff-1",
  fullName: "平台编辑",
  phoneNumber: "13900000011",
  state: "ACTIVE",
  sysRoles: ["MOSO_SERVE_EDITOR", "BOOK_CONTENT_SUPERVISOR"],
  createdAt: "2026-11-20T07:13:00.000Z",
};

const renderList = (path = "/m/platform-users") =>
  renderPage(path, [{ path: "/m/platform-users", element: <PlatformUsersPage /> }]);

test("lists platform users with their system roles; 新建用户 sends system roles", async () => {
  signIn([], ["SYS_ADMIN"]);
  suite.api.routes.set("/api/users/moso-users", () => ({
    data: { items: [staff], total: 1, page: 1, pageSize: 10 },
  }));
  suite.api.routes.set("POST /api/users/moso-users", () => ({
    data: { oid: "staff-2", outcome: "created" },
  }));
  renderList("/m/platform-users?role=MOSO_SERVE_EDITOR");
  const row = (await screen.findByText("平台编辑")).closest("tr") as HTMLElement;
  expect(within(row).getByText("服务编辑")).toBeTruthy();
  expect(within(row).getByText("教材内容监管")).toBeTruthy();
  expect(suite.sentTo("/api/users/moso-users")[0]?.query.get("role")).toBe("MOSO_SERVE_EDITOR");

  fireEvent.click(screen.getByRole("button", { name: T.create }));
  const form = await screen.findByRole("dialog");
  expect(within(form).queryByRole("textbox", { name: T.form.remark })).toBeNull();
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.fullName }), {
    target: { value: "技术" },
  });
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.phoneNumber }), {
    target: { value: "13900000012" },
  });
  fireEvent.click(within(form).getByRole("checkbox", { name: "技术编辑" }));
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toContain(T.created));
  expect(suite.sentTo("/api/users/moso-users").find((call) => call.method === "POST")?.body).toEqual({
    fullName: "技术",
    phoneNumber: "13900000012",
    sysRoles: ["MOSO_TECH_EDITOR"],
    initialPassword: null,
  });
});

test("a server field message about the system roles lands under 角色", async () => {
  signIn([], ["SYS_ADMIN"]);
  suite.api.routes.set("/api/users/moso-users", () => ({
    data: { items: [staff], total: 1, page: 1, pageSize: 10 },
  }));
  suite.api.routes.set("PUT /api/users/staff-1/moso-users", () => ({
    status: 400,
    errorCode: "err.validate.failed",
    errorMessage: "提交的内容有误，请检查后重试",
    errors: { "sysRoles.0": "格式不正确" },
  }));
  renderList();
  await screen.findByText("平台编辑");
  fireEvent.click(screen.getByRole("button", { name: "编辑 平台编辑" }));
  const form = await screen.findByRole("dialog");
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  expect(await within(form).findByText("格式不正确")).toBeTruthy();
});
