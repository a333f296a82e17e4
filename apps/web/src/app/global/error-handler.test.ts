// @vitest-environment happy-dom
import { STORAGE_KEYS } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ApiError } from "../../api/client.ts";
import { session } from "../session.ts";
import {
  errorPanelStore,
  handleApiError,
  openSessionDialog,
  reloginNow,
  sessionDialogStore,
} from "./error-handler.ts";
import { setNavigate } from "./navigation.ts";

const navigate = vi.fn();

beforeEach(() => {
  setNavigate(navigate);
  localStorage.setItem(STORAGE_KEYS.token, "t");
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: "u1" }));
  window.history.replaceState(null, "", "/f/books/list?page=2");
});

afterEach(() => {
  navigate.mockReset();
  errorPanelStore.remove(() => true);
  sessionDialogStore.remove(() => true);
});

const error = (errorCode: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status: 400, errorCode, message: "出错了", requestId: "req-1", ...extra });

test("err.login.required clears the session and goes to login keeping redirectPath", () => {
  handleApiError(error("err.login.required"));
  expect(session.token()).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  expect(navigate).toHaveBeenCalledWith("/login?redirectPath=%2Ff%2Fbooks%2Flist%3Fpage%3D2");
  expect(errorPanelStore.get()).toHaveLength(0);
});

test("AUTH_FAILED goes to the root route", () => {
  handleApiError(error("AUTH_FAILED"));
  expect(navigate).toHaveBeenCalledWith("/");
});

test("err.privilege.changed opens one 暂无权限 dialog; 重新登录 clears the session and goes to login", () => {
  handleApiError(error("err.privilege.changed"));
  handleApiError(error("err.privilege.changed"));
  expect(sessionDialogStore.get()).toEqual(["privilegeChanged"]);
  reloginNow();
  expect(session.token()).toBeNull();
  expect(sessionDialogStore.get()).toEqual([]);
  expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/login\?redirectPath=/);
});

test("other errors fill the panel with request id, code and messages; the newest replaces the last", () => {
  handleApiError(error("err.resource.notFound", { message: "请求的内容不存在" }));
  handleApiError(error("err.server.internal", { message: "服务器错误", requestId: "req-2" }));
  expect(errorPanelStore.get()).toEqual([
    expect.objectContaining({
      requestId: "req-2",
      errorCode: "err.server.internal",
      messages: ["服务器错误"],
    }),
  ]);
  expect(navigate).not.toHaveBeenCalled();
});

test("重新登录 after a forced re-login keeps the other tab's session and reloads into login", () => {
  const assign = vi.fn();
  const location = window.location;
  vi.stubGlobal("location", {
    ...location,
    pathname: location.pathname,
    search: location.search,
    hash: "",
    assign,
  });
  openSessionDialog("forcedRelogin");
  reloginNow();
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("t");
  expect(assign).toHaveBeenCalledWith("/login?redirectPath=%2Ff%2Fbooks%2Flist%3Fpage%3D2");
  expect(navigate).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});
