// @vitest-environment happy-dom
// The management area's frame: who enters /m (shell §6), the menu each role sees, a page the roles do
// not allow, and the way back to the editor.
import { screen, waitFor, within } from "@testing-library/react";
import { MANAGE_TEXTS, STORAGE_KEYS } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { pageTitle } from "../../app/root-layout.tsx";
import { fakeApi } from "../../test/fake-api.ts";
import { loginResult } from "../../test/session-fixtures.ts";
import { signInAs } from "../../test/sign-in.ts";
import { ManageRoot } from "./manage-root.tsx";
import { cleanUpManagePage, renderManagePage } from "./test/manage-support.tsx";

vi.stubGlobal("__APP_VERSION__", "test");
beforeEach(() => {
  const api = fakeApi();
  api.routes.set("/api/orgs/all", () => ({ data: { items: [], total: 0, page: 1, pageSize: 10 } }));
  api.routes.set("/api/audit-logs", () => ({ data: { items: [], total: 0, page: 1, pageSize: 10 } }));
  // Nothing to accept: the agreement gate (app/eula-gate) lets the pages through.
  api.routes.set("/api/eulas", () => ({ data: { items: [], total: 0 } }));
});
afterEach(cleanUpManagePage);

const renderAt = (path: string) =>
  renderManagePage(path, [
    { path: "/m/*", element: <ManageRoot /> },
    { path: "/f/books/list", element: <div>book list</div> },
  ]);

async function menuItems() {
  const nav = await screen.findByRole("navigation", { name: MANAGE_TEXTS.title });
  return within(nav)
    .getAllByRole("menuitem")
    .map((item) => item.textContent);
}

test("a system admin sees the platform's entries, the current organisation and the way back", async () => {
  signInAs({ sysRoles: ["SYS_ADMIN"] });
  renderAt("/m");
  expect(await menuItems()).toEqual(Object.values(MANAGE_TEXTS.menu));
  expect(screen.getByRole("heading", { level: 1, name: MANAGE_TEXTS.title })).toBeTruthy();
  expect(screen.getAllByText("示范学校").length).toBeGreaterThan(0);
  expect(screen.getByRole("link", { name: MANAGE_TEXTS.backToEditor }).getAttribute("href")).toBe(
    "/f/books/list",
  );
});

test("an organisation admin sees only the entries of the organisation's roles", async () => {
  signInAs({ orgRoles: ["ORG_ADMIN"] });
  renderAt("/m");
  expect(await menuItems()).toEqual([
    MANAGE_TEXTS.menu.orgUsers,
    MANAGE_TEXTS.menu.books,
    MANAGE_TEXTS.menu.auditLogs,
    MANAGE_TEXTS.menu.processDefinitions,
  ]);
});

test("a page of an entry the roles do not show is refused clearly", async () => {
  signInAs({ orgRoles: ["ORG_ADMIN"] });
  renderAt("/m/orgs");
  expect(await screen.findByText(`当前账号的角色不能使用「${MANAGE_TEXTS.menu.orgs}」。`)).toBeTruthy();
  expect(screen.getByRole("button", { name: MANAGE_TEXTS.backToHome })).toBeTruthy();
  // The top bar and the document are titled by the page's menu entry.
  expect(screen.getByRole("heading", { level: 1, name: MANAGE_TEXTS.menu.orgs })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe(pageTitle(MANAGE_TEXTS.menu.orgs)));
});

test("members without a management role, and partner users, are refused the whole area", async () => {
  signInAs({ orgRoles: ["ORG_MEMBER", "ORG_DELIVERY_ADMIN"] });
  const view = renderAt("/m/orgs");
  expect(await screen.findByText(MANAGE_TEXTS.noAccessBody)).toBeTruthy();
  expect(screen.queryByRole("navigation", { name: MANAGE_TEXTS.title })).toBeNull();
  view.dispose();
  cleanUpManagePage();

  signInAs({ orgRoles: ["ORG_ADMIN"], fromProject: true });
  renderAt("/m");
  expect(await screen.findByText(MANAGE_TEXTS.noAccessBody)).toBeTruthy();
});

test("a system admin without an organisation works here, with no way to an editor it cannot enter", async () => {
  signInAs({ sysRoles: ["SYS_ADMIN"], currentOrgId: null, currentOrgName: null, orgRoles: [] });
  renderAt("/m");
  expect(await menuItems()).toContain(MANAGE_TEXTS.menu.orgs);
  expect(screen.getByText(MANAGE_TEXTS.noCurrentOrg)).toBeTruthy();
  expect(screen.queryByRole("link", { name: MANAGE_TEXTS.backToEditor })).toBeNull();
});

test("without a session, /m goes to /loading keeping the address", async () => {
  const router = renderManagePage("/m/orgs", [
    { path: "/m/*", element: <ManageRoot /> },
    { path: "/loading", element: <div>loading page</div> },
  ]);
  await screen.findByText("loading page");
  expect(router.state.location.search).toBe(`?${new URLSearchParams({ redirectPath: "/m/orgs" })}`);
});

test("/m/loading turns 进入管理系统's handoff token into this tab's session and opens the management home", async () => {
  const api = fakeApi();
  api.routes.set("POST /api/users/tokens/exchange", () => ({
    data: { ...loginResult({ level: 1 }, "tab-token"), currentOrgRoles: ["ORG_ADMIN"] },
  }));
  const router = renderAt("/m/loading?token=hand-off");
  expect(await menuItems()).toContain(MANAGE_TEXTS.menu.auditLogs);
  expect(router.state.location.pathname).toBe("/m");
  expect(api.sent.find((call) => call.path === "/api/users/tokens/exchange")?.body).toEqual({
    token: "hand-off",
  });
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("tab-token");
});
