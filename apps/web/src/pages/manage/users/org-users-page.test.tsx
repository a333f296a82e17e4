// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type OrgUser, USERS_TEXTS as T } from "@textbook/shared";
import { expect, test } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { renderPage, signIn, taskPageTests } from "../../task/test/task-support.tsx";
import { OrgUsersPage } from "./org-users-page.tsx";

const suite = taskPageTests();

function member(index: number, overrides: Partial<OrgUser> = {}): OrgUser {
  return {
    oid: `member-${index}`,
    fullName: `成员${index}`,
    phoneNumber: `1390000000${index}`,
    state: "ACTIVE",
    roles: ["ORG_MEMBER"],
    remark: null,
    createdAt: "2026-11-20T07:13:00.000Z",
    ...overrides,
  };
}

const pageOf = (items: OrgUser[]) => ({ data: { items, total: items.length, page: 1, pageSize: 10 } });
const renderList = (path = "/m/org-users") =>
  renderPage(path, [{ path: "/m/org-users", element: <OrgUsersPage /> }]);
const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;
const toasts = () => toastStore.get().map((item) => item.text);

test("an ORG_ADMIN sees the current organisation's members with roles and state, page 1 of 10", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () =>
    pageOf([
      member(1),
      member(2, { state: "INACTIVE", roles: ["ORG_ADMIN", "ORG_CONTENT_ADMIN"], remark: "教研组" }),
    ]),
  );
  renderList();
  await screen.findByText("成员1");
  const second = within(rowOf("成员2"));
  expect(second.getByText("机构管理员")).toBeTruthy();
  expect(second.getByText("内容审核员")).toBeTruthy();
  expect(second.getByText("已停用")).toBeTruthy();
  expect(second.getByText("教研组")).toBeTruthy();
  expect(second.getByRole("button", { name: "启用 成员2" })).toBeTruthy();
  expect(within(rowOf("成员1")).getByRole("button", { name: "停用 成员1" })).toBeTruthy();
  expect(screen.getByText("共 2 人")).toBeTruthy();
  const query = suite.sentTo("/api/users/org-users")[0]?.query;
  expect([query?.get("page"), query?.get("pageSize"), query?.get("orgOid")]).toEqual(["1", "10", null]);
  expect(screen.queryByRole("combobox", { name: T.orgPicker })).toBeNull();
});

test("the search, role and state in the URL are what the list asks for; an empty result says so", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () => pageOf([]));
  renderList("/m/org-users?keyword=139&role=ORG_ASSET_ADMIN&state=INACTIVE&pageSize=50");
  expect(await screen.findByText(T.noMatch)).toBeTruthy();
  const query = suite.sentTo("/api/users/org-users")[0]?.query;
  expect(Object.fromEntries(query ?? [])).toMatchObject({
    keyword: "139",
    role: "ORG_ASSET_ADMIN",
    state: "INACTIVE",
    pageSize: "50",
  });
  fireEvent.change(screen.getByRole("searchbox", { name: T.searchPlaceholder }), { target: { value: "张" } });
  fireEvent.keyDown(screen.getByRole("searchbox", { name: T.searchPlaceholder }), {
    key: "Enter",
    keyCode: 13,
  });
  await waitFor(() => expect(suite.sentTo("/api/users/org-users").at(-1)?.query.get("keyword")).toBe("张"));
});

test("新建用户 checks the fields with the shared rules, then creates; an existing account is added with a message", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () => pageOf([]));
  suite.api.routes.set("POST /api/users/org-users", () => ({ data: { oid: "member-9", outcome: "added" } }));
  renderList();
  fireEvent.click(await screen.findByRole("button", { name: T.create }));
  const form = await screen.findByRole("dialog");
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  expect(await within(form).findByText("必填项，请输入")).toBeTruthy();
  expect(within(form).getByText("请输入手机号")).toBeTruthy();
  expect(within(form).getByText("至少选择 1 个选项")).toBeTruthy();
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.phoneNumber }), {
    target: { value: "2380000" },
  });
  fireEvent.change(within(form).getByLabelText(T.form.initialPassword), { target: { value: "12345678" } });
  expect(await within(form).findByText("手机号格式错误")).toBeTruthy();
  expect(await within(form).findByText("密码格式错误")).toBeTruthy();
  expect(suite.sentTo("/api/users/org-users").filter((call) => call.method === "POST")).toHaveLength(0);

  fireEvent.change(within(form).getByRole("textbox", { name: T.form.fullName }), {
    target: { value: "王五" },
  });
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.phoneNumber }), {
    target: { value: "13900000009" },
  });
  fireEvent.change(within(form).getByLabelText(T.form.initialPassword), { target: { value: "Abcd1234" } });
  fireEvent.click(within(form).getByRole("checkbox", { name: "资产管理员" }));
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.remark }), {
    target: { value: "三年级" },
  });
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  await waitFor(() => expect(toasts()).toContain(T.added));
  expect(suite.sentTo("/api/users/org-users").find((call) => call.method === "POST")?.body).toEqual({
    fullName: "王五",
    phoneNumber: "13900000009",
    roles: ["ORG_ASSET_ADMIN"],
    remark: "三年级",
    initialPassword: "Abcd1234",
  });
});

test("a phone already in the organisation is named under the phone field", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () => pageOf([]));
  suite.api.routes.set("POST /api/users/org-users", () => ({
    status: 409,
    errorCode: "err.user.alreadyMember",
    errorMessage: "该手机号已是本机构成员",
    errors: { phoneNumber: "该手机号已是本机构成员" },
  }));
  renderList();
  fireEvent.click(await screen.findByRole("button", { name: T.create }));
  const form = await screen.findByRole("dialog");
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.fullName }), {
    target: { value: "王五" },
  });
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.phoneNumber }), {
    target: { value: "13900000009" },
  });
  fireEvent.click(within(form).getByRole("checkbox", { name: "机构成员" }));
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  expect(await within(form).findByText("该手机号已是本机构成员")).toBeTruthy();
});

test("编辑 opens the member's values with the phone locked and saves name, roles and remark", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () => pageOf([member(1, { remark: "旧" })]));
  suite.api.routes.set("PUT /api/users/member-1/org-users", () => ({ data: member(1) }));
  renderList();
  await screen.findByText("成员1");
  fireEvent.click(within(rowOf("成员1")).getByRole("button", { name: "编辑 成员1" }));
  const form = await screen.findByRole("dialog");
  const phone = within(form).getByRole("textbox", { name: T.form.phoneNumber }) as HTMLInputElement;
  expect([phone.value, phone.disabled]).toEqual(["13900000001", true]);
  expect(within(form).queryByLabelText(T.form.initialPassword)).toBeNull();
  fireEvent.change(within(form).getByRole("textbox", { name: T.form.fullName }), {
    target: { value: "成员一" },
  });
  fireEvent.click(within(form).getByRole("checkbox", { name: "出版管理员" }));
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  await waitFor(() => expect(toasts()).toContain(T.saved));
  expect(suite.sentTo("/api/users/member-1/org-users")[0]?.body).toEqual({
    fullName: "成员一",
    roles: ["ORG_MEMBER", "ORG_PUBLISH_ADMIN"],
    remark: "旧",
  });
});

test("停用 asks first, then disables and says so", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () => pageOf([member(1)]));
  suite.api.routes.set("PUT /api/users/member-1/inactive", () => ({ data: null }));
  renderList();
  await screen.findByText("成员1");
  fireEvent.click(within(rowOf("成员1")).getByRole("button", { name: "停用 成员1" }));
  const confirm = await screen.findByRole("dialog");
  expect(
    within(confirm).getByText("确定停用 成员1？停用后该用户将立即退出登录，且不能再登录。"),
  ).toBeTruthy();
  expect(suite.sentTo("/api/users/member-1/inactive")).toHaveLength(0);
  fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
  await waitFor(() => expect(toasts()).toContain(T.disabled));
  expect(suite.sentTo("/api/users/member-1/inactive").map((call) => call.method)).toEqual(["PUT"]);
});

test("one's own row offers no 停用", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () =>
    pageOf([member(1, { oid: "user-1", fullName: "张老师" })]),
  );
  renderList();
  await screen.findByText("张老师");
  expect(within(rowOf("张老师")).queryByRole("button", { name: "停用 张老师" })).toBeNull();
});

test("SYS_ADMIN picks the organisation first: nothing is asked for until then", async () => {
  signIn([], ["SYS_ADMIN"]);
  suite.api.routes.set("/api/orgs/all", () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } }));
  renderList();
  expect(await screen.findByText(T.pickOrgFirst)).toBeTruthy();
  expect(screen.getByRole("combobox", { name: T.orgPicker })).toBeTruthy();
  expect((screen.getByRole("button", { name: T.create }) as HTMLButtonElement).disabled).toBe(true);
  expect(suite.sentTo("/api/users/org-users")).toHaveLength(0);
});

test("SYS_ADMIN's list and picker follow the organisation in the URL", async () => {
  signIn([], ["SYS_ADMIN"]);
  suite.api.routes.set("/api/orgs/all", () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } }));
  suite.api.routes.set("/api/users/org-users", () => pageOf([member(1)]));
  suite.api.routes.set("/api/orgs/org-7", () => ({
    data: { oid: "org-7", name: "分校", fullName: "总校 / 分校" },
  }));
  renderList("/m/org-users?orgOid=org-7");
  await screen.findByText("成员1");
  expect(suite.sentTo("/api/users/org-users")[0]?.query.get("orgOid")).toBe("org-7");
  // The picker names the organisation from the URL as "parent / name".
  expect(await screen.findByText("总校 / 分校")).toBeTruthy();
});

test("SYS_ADMIN's organisation pick survives a search entered before the page re-renders", async () => {
  signIn([], ["SYS_ADMIN"]);
  suite.api.routes.set("/api/orgs/all", () => ({
    data: { items: [{ oid: "org-7", fullName: "总校 / 分校" }], total: 1, page: 1, pageSize: 20 },
  }));
  suite.api.routes.set("/api/users/org-users", () => pageOf([member(1)]));
  renderList();
  fireEvent.mouseDown(screen.getByRole("combobox", { name: T.orgPicker }));
  const option = await screen.findByTitle("总校 / 分校");
  const searchBox = screen.getByRole("searchbox", { name: T.searchPlaceholder });
  fireEvent.change(searchBox, { target: { value: "张" } });
  // One act: the pick's URL change has not been rendered yet when Enter arrives.
  act(() => {
    fireEvent.click(option);
    fireEvent.keyDown(searchBox, { key: "Enter", keyCode: 13 });
  });
  await waitFor(() => expect(suite.sentTo("/api/users/org-users").length).toBeGreaterThan(0));
  const query = suite.sentTo("/api/users/org-users").at(-1)?.query;
  expect([query?.get("orgOid"), query?.get("keyword")]).toEqual(["org-7", "张"]);
});

test("SYS_ADMIN's organisation comes back when they return through the menu, for them only", async () => {
  signIn([], ["SYS_ADMIN"]);
  suite.api.routes.set("/api/orgs/all", () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } }));
  suite.api.routes.set("/api/users/org-users", () => pageOf([member(1)]));
  suite.api.routes.set("/api/orgs/org-7", () => ({
    data: { oid: "org-7", name: "分校", fullName: "总校 / 分校" },
  }));
  const router = renderPage("/m/org-users?orgOid=org-7", [
    { path: "/m/org-users", element: <OrgUsersPage /> },
    { path: "/m/books", element: <p>教材管理</p> },
  ]);
  await screen.findByText("成员1");
  await act(() => router.navigate("/m/books"));
  await act(() => router.navigate("/m/org-users"));
  await waitFor(() => expect(router.state.location.search).toBe("?orgOid=org-7"));
  expect(await screen.findByText("总校 / 分校")).toBeTruthy();
  expect(suite.sentTo("/api/users/org-users").at(-1)?.query.get("orgOid")).toBe("org-7");

  // Another account signing in in the same tab (away from the page) starts without it.
  await act(() => router.navigate("/m/books"));
  signInAs({ id: "user-2", sysRoles: ["SYS_ADMIN"], orgRoles: [] });
  await act(() => router.navigate("/m/org-users"));
  expect(await screen.findByText(T.pickOrgFirst)).toBeTruthy();
  expect(router.state.location.search).toBe("");
});

test("所属机构 shows the user's organisations as parent / name and their books", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () => pageOf([member(1)]));
  suite.api.routes.set("/api/users/member-1/orgs", () => ({
    data: {
      items: [{ oid: "org-1", name: "分校", fullName: "总校 / 分校", type: "SCHOOL", roles: ["ORG_MEMBER"] }],
      total: 1,
    },
  }));
  suite.api.routes.set("/api/users/member-1/book-user", () => ({
    data: {
      items: [
        { bookOid: "b1", bookName: "语文", orgOid: "org-1", orgName: "分校", role: "BOOK_CHIEF_EDITOR" },
      ],
      total: 1,
    },
  }));
  suite.api.routes.set("DELETE /api/users/member-1/orgs/org-1", () => ({ data: null }));
  renderList();
  await screen.findByText("成员1");
  fireEvent.click(within(rowOf("成员1")).getByRole("button", { name: "所属机构 成员1" }));
  expect(await screen.findByText("总校 / 分校")).toBeTruthy();
  expect(await screen.findByText("语文")).toBeTruthy();
  expect(screen.getByText("主编")).toBeTruthy();
  expect(screen.queryByRole("button", { name: T.userOrgs.add })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: T.userOrgs.remove }));
  const confirm = await screen.findByText("确定将 成员1 移出 总校 / 分校？");
  fireEvent.click(within(confirm.closest(".ant-modal") as HTMLElement).getByRole("button", { name: "移除" }));
  await waitFor(() =>
    expect(suite.sentTo("/api/users/member-1/orgs/org-1").map((call) => call.method)).toEqual(["DELETE"]),
  );
});

test("修改手机号 checks the number, shows a number taken under the field, then changes it", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/users/org-users", () => pageOf([member(1)]));
  let taken = true;
  suite.api.routes.set("PUT /api/users/member-1/phone-number", () =>
    taken
      ? {
          status: 400,
          errorCode: "err.phone.taken",
          errorMessage: "该手机号已被使用",
          errors: { phoneNumber: "该手机号已被使用" },
        }
      : { data: null },
  );
  renderList();
  await screen.findByText("成员1");
  fireEvent.click(within(rowOf("成员1")).getByRole("button", { name: "修改手机号 成员1" }));
  const form = (await screen.findByText("修改 成员1 的手机号")).closest(".ant-modal") as HTMLElement;
  const field = within(form).getByRole("textbox", { name: T.newPhone });
  fireEvent.change(field, { target: { value: "123" } });
  expect(await within(form).findByText("手机号格式错误")).toBeTruthy();
  fireEvent.change(field, { target: { value: "13900000099" } });
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  expect(await within(form).findByText("该手机号已被使用")).toBeTruthy();
  taken = false;
  fireEvent.change(field, { target: { value: "13900000098" } });
  fireEvent.click(within(form).getByRole("button", { name: T.form.save }));
  await waitFor(() => expect(toasts()).toContain(T.phoneChanged));
  expect(suite.sentTo("/api/users/member-1/phone-number").map((call) => call.body)).toEqual([
    { phoneNumber: "13900000099" },
    { phoneNumber: "13900000098" },
  ]);
});
