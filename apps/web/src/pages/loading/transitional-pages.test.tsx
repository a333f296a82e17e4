// @vitest-environment happy-dom

import { cleanup, render, screen } from "@testing-library/react";
import { STORAGE_KEYS } from "@textbook/shared";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { session } from "../../app/session.ts";
import { type FakeApi, fakeApi } from "../../test/fake-api.ts";
import { loginResult } from "../../test/session-fixtures.ts";
import { LoadingPage } from "./loading-page.tsx";
import { PartnerLoginPage } from "./partner-login-page.tsx";

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  session.clear();
  api = fakeApi();
});
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/loading", element: <LoadingPage /> },
      { path: "/zjy/login", element: <PartnerLoginPage /> },
      { path: "*", element: <div>elsewhere</div> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const at = (router: ReturnType<typeof renderAt>) =>
  router.state.location.pathname + router.state.location.search;

describe("/loading", () => {
  test("without any token goes to /login keeping redirectPath", async () => {
    const router = renderAt("/loading?redirectPath=%2Ff%2Fbooks%2Flist");
    await vi.waitFor(() => expect(at(router)).toBe("/login?redirectPath=%2Ff%2Fbooks%2Flist"));
  });

  test("a handoff token is exchanged once, saved, and leads to redirectPath", async () => {
    api.routes.set("/api/users/tokens/exchange", () => ({ data: loginResult({ level: 1 }, "new-session") }));
    const router = renderAt("/loading?token=handoff-1&redirectPath=%2Ff%2Fbooks%2Flist%3Fpage%3D3");
    await vi.waitFor(() => expect(at(router)).toBe("/f/books/list?page=3"));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("new-session");
    expect(api.sent.filter((call) => call.path === "/api/users/tokens/exchange")).toEqual([
      expect.objectContaining({ body: { token: "handoff-1" } }),
    ]);
  });

  test("a stored token is checked with login-info and refreshes the stored user", async () => {
    session.save(loginResult({ level: 1 }, "stored"));
    api.routes.set("/api/passports/login-info", () => ({ data: { ...loginResult({ level: 3 }, "stored") } }));
    const router = renderAt("/loading");
    await vi.waitFor(() => expect(at(router)).toBe("/f/books/list"));
    expect(api.sent[0]?.headers.authorization).toBe("Bearer stored");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}").currentOrgLevel).toBe(3);
  });

  test("a rejected stored token is cleared and leads to /login", async () => {
    session.save(loginResult({ level: 1 }, "stale"));
    api.routes.set("/api/passports/login-info", () => ({ errorCode: "err.login.required", status: 401 }));
    const router = renderAt("/loading");
    await vi.waitFor(() => expect(at(router)).toBe("/login"));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe("/zjy/login", () => {
  const partner = (level: number) => () => ({
    data: { fromProject: true, tokenData: { ...loginResult({ level }, "partner"), fromProject: true } },
  });
  const orgs = (count: number) => () => ({ data: { items: new Array(count).fill(null), total: count } });

  test("level 1 with more than one organisation goes to the picker; the session is marked fromProject", async () => {
    api.routes.set("/api/passports/zjy-login", partner(1));
    api.routes.set("/api/orgs/my-list", orgs(2));
    const router = renderAt("/zjy/login?ticket=t-1");
    await vi.waitFor(() => expect(at(router)).toBe("/login?step=org"));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}").fromProject).toBe(true);
  });

  test("level 1 with one organisation, or any other level, goes to the book list", async () => {
    api.routes.set("/api/passports/zjy-login", partner(1));
    api.routes.set("/api/orgs/my-list", orgs(1));
    const single = renderAt("/zjy/login?ticket=t-2");
    await vi.waitFor(() => expect(at(single)).toBe("/f/books/list"));
    cleanup();
    api.routes.set("/api/passports/zjy-login", partner(2));
    const lower = renderAt("/zjy/login?ticket=t-3");
    await vi.waitFor(() => expect(at(lower)).toBe("/f/books/list"));
    expect(api.calls("/api/orgs/my-list")).toBe(1);
  });

  test("an invalid ticket shows the server message with a way to /login", async () => {
    api.routes.set("/api/passports/zjy-login", () => ({
      errorCode: "err.partner.ticketInvalid",
      errorMessage: "登录凭证无效或已过期，请从合作平台重新进入",
      status: 400,
    }));
    renderAt("/zjy/login?ticket=bad");
    expect(await screen.findByText("登录凭证无效或已过期，请从合作平台重新进入")).toBeTruthy();
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
  });
});
