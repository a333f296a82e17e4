// @vitest-environment happy-dom
import "fake-indexeddb/auto";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  ACCOUNT_TEXTS,
  FRAME_TEXTS,
  LOGIN_TEXTS,
  type LoginResult,
  type OrgListItem,
  type OrgRole,
  STORAGE_KEYS,
  type SysRole,
} from "@textbook/shared";
import { ConfigProvider } from "antd";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { openSaveQueue, queueKey } from "../../editor/core/save/save-queue.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { DialogHost } from "../global/dialog-host.tsx";
import { startPolling } from "../global/polling.ts";
import { toastStore } from "../global/toast.ts";
import { isLoggedOutState, session } from "../session.ts";
import { Frame } from "./frame.tsx";

vi.stubGlobal("__APP_VERSION__", "2.0.0");

function loginResult(options: {
  orgRoles?: OrgRole[];
  sysRoles?: SysRole[];
  fromProject?: boolean;
  org?: string;
}) {
  return {
    token: "session-token",
    fromProject: options.fromProject ?? false,
    mustChangePassword: false,
    currentOrgRoles: options.orgRoles ?? ["ORG_MEMBER"],
    currentOrg: {
      oid: options.org ?? "org-1",
      type: "SCHOOL",
      name: options.org === "org-2" ? "示范出版社" : "示范学校",
      useSubjectResourceEnabled: false,
      level: 1,
    },
    user: {
      oid: "u1",
      fullName: "王主编",
      state: "ACTIVE",
      phoneNumber: "13800000001",
      sysRoles: options.sysRoles ?? [],
      fullAvatarUrl: null,
      zjyKgUserId: null,
    },
  } satisfies LoginResult;
}

function org(oid: string, name: string): OrgListItem {
  return {
    oid,
    name,
    fullName: name,
    type: "SCHOOL",
    level: 1,
    orgName: { name, parentName: null },
    roles: ["ORG_ADMIN"],
  };
}

let api: ReturnType<typeof fakeApi>;

function setUp(
  options: Parameters<typeof loginResult>[0] & { orgCount?: number; managementUrl?: string | null },
) {
  api = fakeApi();
  // Nothing to accept: the agreement gate (eula-gate.test.tsx) lets the pages through.
  api.routes.set("/api/eulas", () => ({ data: { items: [], total: 0 } }));
  session.save(loginResult(options));
  const orgs = [org("org-1", "示范学校"), org("org-2", "示范出版社")].slice(0, options.orgCount ?? 1);
  api.routes.set("/api/orgs/my-list", () => ({ data: { items: orgs, total: orgs.length } }));
  api.routes.set("/api/systems/client-config", () => ({
    data: {
      managementSystemUrl: options.managementUrl ?? null,
      helpManualUrl: "https://help.example.com/manual",
      customerServiceUrl: null,
    },
  }));
  const router = createMemoryRouter(
    [
      {
        path: "/f",
        element: <Frame />,
        children: [
          { path: "books/list", handle: { title: "教材列表" }, element: <div>book list page</div> },
          { path: "version-record", element: <div>version records</div> },
          { path: "books/prosemirror-eidtor", handle: { bare: true }, element: <div>editor page</div> },
        ],
      },
      { path: "/login", element: <div>login page</div> },
    ],
    { initialEntries: ["/f/books/list"] },
  );
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
        <DialogHost />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return router;
}

const button = (name: string) => screen.queryByRole("button", { name: new RegExp(name) });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  toastStore.remove(() => true);
});

test("the drawer shows the user, the menu of the first role, the help manual and the route title", async () => {
  setUp({ orgRoles: ["ORG_MEMBER"] });
  expect(await screen.findByText("王主编")).toBeTruthy();
  // The avatar shows the family name; the role is written under the name.
  expect(screen.getByText("王")).toBeTruthy();
  expect(screen.getByText("机构成员")).toBeTruthy();
  for (const label of ["云教材", "教材列表", "应用数据", "待办中心", "任务中心"]) {
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  }
  expect(screen.getByRole("heading", { name: "教材列表" })).toBeTruthy();
  expect(screen.getByText("示范学校")).toBeTruthy();
  const help = await screen.findByRole("link", { name: new RegExp(FRAME_TEXTS.helpManual) });
  expect(help.getAttribute("href")).toBe("https://help.example.com/manual");
});

test("icons add no English words to the names of the buttons and entries they sit in", async () => {
  setUp({});
  expect(await screen.findByRole("button", { name: FRAME_TEXTS.logout })).toBeTruthy();
  // An icon keeps antd's English aria-label, but hidden it names nothing.
  const named = [...document.querySelectorAll("[aria-label]")]
    .filter((element) => element.closest('[aria-hidden="true"]') === null)
    .map((element) => element.getAttribute("aria-label"));
  expect(named.filter((name) => name && /^[a-z][a-z-]+$/.test(name))).toEqual([]);
});

test("the drawer folds to a rail of named icons and back; the editor starts folded; each choice is kept", async () => {
  const router = setUp({});
  expect(await screen.findByText("王主编")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: FRAME_TEXTS.collapseDrawer }));
  const expand = await screen.findByRole("button", { name: FRAME_TEXTS.expandDrawer });
  expect(expand.getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByText("王主编")).toBeNull();
  expect(screen.getByRole("button", { name: FRAME_TEXTS.logout })).toBeTruthy();

  // The editor needs the width: folded there until the user opens it there.
  await router.navigate("/f/books/prosemirror-eidtor");
  await screen.findByText("editor page");
  expect(screen.queryByText("王主编")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: FRAME_TEXTS.expandDrawer }));
  expect(await screen.findByText("王主编")).toBeTruthy();

  await router.navigate("/f/books/list");
  await screen.findByText("book list page");
  expect(screen.queryByText("王主编")).toBeNull();
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.drawerCollapsed) ?? "null")).toEqual({
    pages: true,
    editor: false,
  });
});

test("the organisation switcher appears only with more than one organisation and not for partner users", async () => {
  setUp({ orgCount: 1 });
  await screen.findByText("王主编");
  await waitFor(() => expect(api.sent.some((call) => call.path === "/api/orgs/my-list")).toBe(true));
  expect(button(FRAME_TEXTS.switchOrg)).toBeNull();
  cleanup();

  setUp({ orgCount: 2, fromProject: true });
  await screen.findByText("王主编");
  await waitFor(() => expect(api.sent.some((call) => call.path === "/api/orgs/my-list")).toBe(true));
  expect(button(FRAME_TEXTS.switchOrg)).toBeNull();
  expect(button(FRAME_TEXTS.logout)).toBeNull();
  cleanup();

  setUp({ orgCount: 2 });
  expect(await screen.findByRole("button", { name: new RegExp(FRAME_TEXTS.switchOrg) })).toBeTruthy();
});

test("修改密码 and 修改手机号 open their dialogs from the drawer; partner users manage their account on the partner platform", async () => {
  setUp({ fromProject: true });
  await screen.findByText("王主编");
  expect(button(ACCOUNT_TEXTS.changePassword)).toBeNull();
  expect(button(ACCOUNT_TEXTS.changePhone)).toBeNull();
  cleanup();

  setUp({});
  fireEvent.click(await screen.findByRole("button", { name: ACCOUNT_TEXTS.changePassword }));
  // The dialogs' code loads on the first click.
  expect(
    await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.changePassword }, { timeout: 10_000 }),
  ).toBeTruthy();
  expect(screen.getByText(ACCOUNT_TEXTS.otherSessionsEnd)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: ACCOUNT_TEXTS.cancel }));
  await waitFor(() =>
    expect(screen.queryByRole("dialog", { name: ACCOUNT_TEXTS.changePassword })).toBeNull(),
  );
  fireEvent.click(screen.getByRole("button", { name: ACCOUNT_TEXTS.changePhone }));
  const dialog = await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.changePhone }, { timeout: 10_000 });
  expect(dialog.textContent).toContain("当前手机号：13800000001");
});

test("choosing another organisation switches the session and reloads the book list", async () => {
  const router = setUp({ orgCount: 2, orgRoles: ["ORG_ADMIN"] });
  api.routes.set("POST /api/passports/switch-org", () => ({
    data: loginResult({ org: "org-2", orgRoles: ["ORG_ADMIN"] }),
  }));
  await router.navigate("/f/version-record");
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(FRAME_TEXTS.switchOrg) }));
  const panel = await screen.findByRole("dialog", { name: FRAME_TEXTS.switchOrg });
  fireEvent.change(within(panel).getByRole("textbox", { name: FRAME_TEXTS.orgSearchPlaceholder }), {
    target: { value: "出版" },
  });
  expect(within(panel).queryByText("示范学校")).toBeNull();
  fireEvent.click(within(panel).getByText("示范出版社"));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/books/list"));
  expect(api.sent.find((call) => call.path === "/api/passports/switch-org")?.body).toEqual({
    orgOid: "org-2",
  });
  expect(session.get().user?.currentOrgId).toBe("org-2");
  expect(toastStore.get().map((item) => item.text)).toEqual(["已切换至示范出版社"]);
});

test("进入管理系统 follows the shell §6 rule and opens the management area with a handoff token", async () => {
  setUp({ orgRoles: ["ORG_MEMBER"] });
  await screen.findByText("王主编");
  await waitFor(() => expect(api.sent.some((call) => call.path === "/api/systems/client-config")).toBe(true));
  expect(button(FRAME_TEXTS.managementSystem)).toBeNull();
  cleanup();

  setUp({ orgRoles: ["ORG_ADMIN"] });
  api.routes.set("POST /api/users/tokens", () => ({ data: { token: "own", expiresInSeconds: 120 } }));
  const ownTab = { location: { href: "" }, close: vi.fn() };
  const openOwn = vi.spyOn(window, "open").mockReturnValue(ownTab as unknown as Window);
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(FRAME_TEXTS.managementSystem) }));
  await waitFor(() => expect(ownTab.location.href).toBe(`${window.location.origin}/m/loading?token=own`));
  openOwn.mockRestore();
  cleanup();

  setUp({
    orgRoles: ["ORG_MEMBER"],
    sysRoles: ["BOOK_CONTENT_SUPERVISOR"],
    managementUrl: "https://admin.example.com/entry",
  });
  api.routes.set("POST /api/users/tokens", () => ({ data: { token: "hand-off", expiresInSeconds: 120 } }));
  const tab = { location: { href: "" }, close: vi.fn() };
  const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(FRAME_TEXTS.managementSystem) }));
  await waitFor(() => expect(tab.location.href).toBe("https://admin.example.com/entry?token=hand-off"));
  expect(open).toHaveBeenCalledTimes(1);
  open.mockRestore();
});

test("online customer service without a link says 在线客服暂时无法链接", async () => {
  setUp({});
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(FRAME_TEXTS.customerService) }));
  fireEvent.click(await screen.findByText(LOGIN_TEXTS.aiService));
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toEqual(["在线客服暂时无法链接"]));
});

test("退出登录 confirms, calls logout, clears the user's drafts and goes to /login, which ends the session", async () => {
  const router = setUp({});
  const userOid = session.get().user?.id as string;
  const drafts = openSaveQueue();
  const draft = (user: string) => ({
    key: queueKey(user, "f"),
    address: { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" },
    inFlight: null,
    pending: { clientSaveId: "s1", content: { type: "doc" }, baseVersion: 1 },
    updatedAt: 0,
  });
  await drafts.write(draft(userOid));
  await drafts.write(draft("someone-else"));
  api.routes.set("POST /api/passports/logout", () => ({ data: null }));
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(FRAME_TEXTS.logout) }));
  expect(await screen.findByText(FRAME_TEXTS.logoutConfirm)).toBeTruthy();
  const confirm = screen.getAllByRole("button", { name: FRAME_TEXTS.logout }).at(-1) as HTMLElement;
  fireEvent.click(confirm);
  await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  // Nothing stored is left even before the login page stands (or when its code cannot load).
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  expect(api.sent.some((call) => call.path === "/api/passports/logout")).toBe(true);
  // Ended by the login page (login-page.test.tsx): the book list never renders without a session.
  expect(isLoggedOutState(router.state.location.state)).toBe(true);
  expect(await drafts.read(queueKey(userOid, "f"))).toBeUndefined();
  expect(await drafts.read(queueKey("someone-else", "f"))).toBeDefined();
});

const versionDot = async () => {
  const version = await screen.findByRole("button", { name: new RegExp(FRAME_TEXTS.version) });
  return () => version.querySelector(".ant-badge-dot")?.getAttribute("data-show") === "true";
};

test("the version shows a red dot until clicked; the click opens the version records, which stores it", async () => {
  const router = setUp({});
  const dotShown = await versionDot();
  expect(dotShown()).toBe(true);
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(FRAME_TEXTS.version) }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/version-record"));
  await waitFor(() => expect(dotShown()).toBe(false));
  expect(localStorage.getItem(STORAGE_KEYS.version)).toBe("2.0.0");
});

test("opening the version records another way clears the dot too; a newer release raises it again", async () => {
  const router = setUp({});
  const dotShown = await versionDot();
  expect(dotShown()).toBe(true);
  await act(() => router.navigate("/f/version-record"));
  await waitFor(() => expect(dotShown()).toBe(false));
  expect(localStorage.getItem(STORAGE_KEYS.version)).toBe("2.0.0");
  cleanup();
  vi.stubGlobal("__APP_VERSION__", "2.1.0+abc");
  setUp({});
  expect((await versionDot())()).toBe(true);
  vi.stubGlobal("__APP_VERSION__", "2.0.0");
});

test("the todo count from polling shows as a badge on 待办中心", async () => {
  setUp({});
  await screen.findByText("王主编");
  let stop = () => {};
  act(() => {
    stop = startPolling({
      fetchTodoCount: async () => ({ inProgressCount: 7 }),
      fetchNotice: async () => ({ show: false, content: "" }),
      onSessionError: () => {},
    });
  });
  const todo = await screen.findByRole("menuitem", { name: /待办中心/ });
  await waitFor(() => expect(within(todo).getByText("7")).toBeTruthy());
  stop();
});
