// @vitest-environment jsdom
// (DOMPurify needs a full DOM: under happy-dom it keeps event handlers.)
import "fake-indexeddb/auto";

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { EULA_TEXTS, FRAME_TEXTS, type MyEula } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { fakeApi } from "../../test/fake-api.ts";
import { renderRoutes } from "../../test/render-routes.tsx";
import { loginResult } from "../../test/session-fixtures.ts";
import { DialogHost } from "../global/dialog-host.tsx";
import { isLoggedOutState, session } from "../session.ts";
import { EulaGate } from "./eula-gate.tsx";

const eula = (overrides: Partial<MyEula> = {}): MyEula => ({
  oid: "e2",
  title: "用户服务协议",
  version: "2026.2",
  content: '<h2>第一条</h2><p>请<strong>仔细</strong>阅读。</p><img src="x" onerror="window.hacked=1">',
  required: true,
  effectiveAt: "2026-11-01T00:00:00.000Z",
  acceptedAt: null,
  ...overrides,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  session.save(loginResult({ level: 1 }));
});
afterEach(cleanup);

function renderGate(items: MyEula[]) {
  api.routes.set("/api/eulas", () => ({ data: { items, total: items.length } }));
  return renderRoutes(
    [
      {
        path: "/f/books/list",
        element: (
          <EulaGate>
            <div>book list page</div>
          </EulaGate>
        ),
      },
      { path: "/login", element: <div>login page</div> },
    ],
    "/f/books/list",
    <DialogHost />,
  );
}

test("the page waits behind the current required agreement until it is accepted", async () => {
  renderGate([eula(), eula({ oid: "e1", version: "2026.1", acceptedAt: "2026-10-01T00:00:00.000Z" })]);
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByText("用户服务协议（2026.2）")).toBeTruthy();
  expect(within(dialog).getByRole("heading", { name: "第一条" })).toBeTruthy();
  expect(dialog.querySelector("img")?.getAttribute("onerror")).toBeFalsy();
  expect(screen.queryByText("book list page")).toBeNull();
  // Escape does not close it.
  fireEvent.keyDown(dialog, { key: "Escape" });
  expect(screen.queryByText("book list page")).toBeNull();

  api.routes.set("POST /api/eulas/e2/records", () => ({
    data: { eulaOid: "e2", version: "2026.2", address: "127.0.0.1", acceptedAt: "2026-11-27T08:00:00.000Z" },
  }));
  fireEvent.click(within(dialog).getByRole("button", { name: EULA_TEXTS.accept }));
  expect(await screen.findByText("book list page")).toBeTruthy();
  expect(api.calls("/api/eulas/e2/records")).toBe(1);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("an accepted, optional or absent agreement lets the page through", async () => {
  renderGate([eula({ acceptedAt: "2026-11-02T00:00:00.000Z" }), eula({ oid: "e0", required: false })]);
  expect(await screen.findByText("book list page")).toBeTruthy();
  cleanup();
  renderGate([eula({ oid: "e3", required: false })]);
  expect(await screen.findByText("book list page")).toBeTruthy();
});

test("a refused acceptance keeps the gate shut", async () => {
  renderGate([eula()]);
  const dialog = await screen.findByRole("dialog");
  api.routes.set("POST /api/eulas/e2/records", () => ({
    status: 404,
    errorCode: "err.resource.notFound",
    errorMessage: "请求的内容不存在",
  }));
  fireEvent.click(within(dialog).getByRole("button", { name: EULA_TEXTS.accept }));
  await waitFor(() => expect(api.calls("/api/eulas/e2/records")).toBe(1));
  expect(screen.queryByText("book list page")).toBeNull();
  expect(screen.getByRole("dialog")).toBeTruthy();
});

test("declining logs out", async () => {
  api.routes.set("POST /api/passports/logout", () => ({ data: null }));
  const { router } = renderGate([eula()]);
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: EULA_TEXTS.decline }));
  const confirm = (await screen.findAllByRole("button", { name: FRAME_TEXTS.logout })).at(-1) as HTMLElement;
  fireEvent.click(confirm);
  await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  expect(isLoggedOutState(router.state.location.state)).toBe(true);
  expect(api.calls("/api/passports/logout")).toBe(1);
  expect(screen.queryByText("book list page")).toBeNull();
});

test("when the agreements cannot be read, the page waits with a retry", async () => {
  api.routes.set("/api/eulas", () => ({ status: 500, errorCode: "err.server.internal", errorMessage: "x" }));
  renderRoutes(
    [
      {
        path: "/f",
        element: (
          <EulaGate>
            <div>book list page</div>
          </EulaGate>
        ),
      },
    ],
    "/f",
  );
  expect(await screen.findByText(EULA_TEXTS.loadFailed)).toBeTruthy();
  expect(screen.queryByText("book list page")).toBeNull();
  api.routes.set("/api/eulas", () => ({ data: { items: [], total: 0 } }));
  fireEvent.click(screen.getByRole("button", { name: /重新加载|重试/ }));
  expect(await screen.findByText("book list page")).toBeTruthy();
});
