// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { LOGIN_TEXTS, STORAGE_KEYS } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { session } from "../../app/session.ts";
import type { FakeApi } from "../../test/fake-api.ts";
import { loginResult, orgItem } from "../../test/session-fixtures.ts";
import { loginPageApi, renderLoginPage } from "./test/login-support.tsx";

const ORGS = [orgItem("o1", "示范学校"), orgItem("o2", "示范出版社"), orgItem("o3", "数学系", "示范学校")];

let api: FakeApi;
beforeEach(() => {
  api = loginPageApi();
  api.routes.set("/api/orgs/my-list", () => ({ data: { items: ORGS, total: ORGS.length } }));
  session.save(loginResult({ level: 1 }));
});
afterEach(cleanup);

const renderAt = (path: string) => renderLoginPage(path, { path: "*", element: <div>elsewhere</div> });

describe("organisation step (/login?step=org)", () => {
  test("lists fullName radios with the first preselected", async () => {
    renderAt("/login?step=org");
    expect(await screen.findByText(LOGIN_TEXTS.chooseOrg)).toBeTruthy();
    const radios = (await screen.findAllByRole("radio")) as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(screen.getByRole("radio", { name: "示范学校 / 数学系" })).toBeTruthy();
  });

  test("the search box takes the focus, so Enter enters the preselected organisation", async () => {
    api.routes.set("/api/passports/switch-org", () => ({ data: loginResult({ level: 2 }, "same-token") }));
    const router = renderAt("/login?step=org");
    const search = await screen.findByPlaceholderText(LOGIN_TEXTS.orgSearchPlaceholder);
    await vi.waitFor(() => expect(document.activeElement).toBe(search));
    await act(async () => fireEvent.submit(search.closest("form") as HTMLFormElement));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/f/books/list"));
    expect(api.sent.find((call) => call.path === "/api/passports/switch-org")?.body).toEqual({
      orgOid: "o1",
    });
  });

  test("search filters by name; 没有匹配的机构 when nothing matches", async () => {
    renderAt("/login?step=org");
    const search = await screen.findByPlaceholderText(LOGIN_TEXTS.orgSearchPlaceholder);
    fireEvent.change(search, { target: { value: "出版" } });
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios).toHaveLength(1);
    expect(radios[0]?.checked).toBe(true);
    fireEvent.change(search, { target: { value: "不存在" } });
    expect(screen.getByText(LOGIN_TEXTS.orgNoMatch)).toBeTruthy();
    expect((screen.getByRole("button", { name: LOGIN_TEXTS.enter }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  test("进入 switches the organisation, saves the session and goes to redirectPath", async () => {
    api.routes.set("/api/passports/switch-org", () => ({ data: loginResult({ level: 2 }, "same-token") }));
    const router = renderAt("/login?step=org&redirectPath=%2Ff%2Fbooks%2Flist%3Fpage%3D2");
    fireEvent.click(await screen.findByRole("radio", { name: "示范出版社" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: LOGIN_TEXTS.enter })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/f/books/list"));
    expect(router.state.location.search).toBe("?page=2");
    expect(api.sent.find((call) => call.path === "/api/passports/switch-org")?.body).toEqual({
      orgOid: "o2",
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}").currentOrgLevel).toBe(2);
  });

  test("fewer than two organisations go straight to the book list", async () => {
    api.routes.set("/api/orgs/my-list", () => ({ data: { items: [ORGS[0]], total: 1 } }));
    const router = renderAt("/login?step=org");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/f/books/list"));
    expect(api.calls("/api/passports/switch-org")).toBe(0);
  });

  test("LOADFAILED shows 机构列表加载失败 and 重新加载 tries again", async () => {
    let fail = true;
    api.routes.set("/api/orgs/my-list", () =>
      fail
        ? { errorCode: "err.server.internal", errorMessage: "x", status: 500 }
        : { data: { items: ORGS, total: 3 } },
    );
    renderAt("/login?step=org");
    expect(await screen.findByText(LOGIN_TEXTS.orgLoadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: LOGIN_TEXTS.reload }));
    expect(await screen.findAllByRole("radio")).toHaveLength(3);
  });

  test("without a session ?step=org shows the login form", async () => {
    session.clear();
    renderAt("/login?step=org");
    expect(await screen.findByRole("tab", { name: LOGIN_TEXTS.passwordTab })).toBeTruthy();
    expect(api.calls("/api/orgs/my-list")).toBe(0);
  });
});
