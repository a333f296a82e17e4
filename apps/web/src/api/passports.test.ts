// @vitest-environment happy-dom
import { HEADERS } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { onApiError } from "./client.ts";
import {
  accountLogin,
  exchangeHandoffToken,
  fetchLoginInfo,
  logout,
  partnerLogin,
  requestSmsCode,
  switchOrg,
} from "./passports.ts";

vi.stubGlobal("__APP_VERSION__", "test");
const fetchMock = vi.fn<typeof fetch>();

function reply(data: unknown, errorCode = "0") {
  return new Response(JSON.stringify({ errorCode, errorMessage: "m", errors: {}, data }), {
    status: errorCode === "0" ? 200 : 400,
  });
}

function call(index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return {
    path: new URL(String(url), "http://x").pathname,
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => reply(null));
});
afterEach(() => fetchMock.mockReset());

describe("passport calls", () => {
  test("the SMS request sends the captcha as a JSON x-captcha header", async () => {
    await requestSmsCode("13800000001", { certifyId: "c1", data: '{"x":1,"track":[]}' });
    const sent = call();
    expect(sent).toMatchObject({ path: "/api/passports/sms-codes", method: "POST" });
    expect(sent.body).toEqual({ phoneNumber: "13800000001" });
    expect(JSON.parse(sent.headers[HEADERS.captcha] ?? "")).toEqual({
      certifyId: "c1",
      data: '{"x":1,"track":[]}',
    });
    await requestSmsCode("13800000001");
    expect(call(1).headers[HEADERS.captcha]).toBeUndefined();
  });

  test("account login posts the captcha in the body", async () => {
    await accountLogin({ phoneNumber: "13800000001", password: "cipher", captcha: { certifyId: "c" } });
    expect(call()).toMatchObject({
      path: "/api/passports/account-login",
      method: "POST",
      body: { phoneNumber: "13800000001", password: "cipher", captcha: { certifyId: "c" } },
    });
  });

  test("paths and bodies of the session calls", async () => {
    await logout();
    await switchOrg("org-1");
    await fetchLoginInfo("tok");
    await exchangeHandoffToken("handoff");
    await partnerLogin("ticket");
    expect(call(0)).toMatchObject({ path: "/api/passports/logout", method: "POST" });
    expect(call(1)).toMatchObject({ path: "/api/passports/switch-org", body: { orgOid: "org-1" } });
    expect(call(2)).toMatchObject({ path: "/api/passports/login-info", method: "GET" });
    expect(call(2).headers.authorization).toBe("Bearer tok");
    expect(call(3)).toMatchObject({ path: "/api/users/tokens/exchange", body: { token: "handoff" } });
    expect(call(4)).toMatchObject({ path: "/api/passports/zjy-login", body: { ticket: "ticket" } });
  });

  test("login failures stay out of the global error panel; frame calls do not", async () => {
    const heard = vi.fn();
    const stop = onApiError(heard);
    fetchMock.mockImplementation(async () => reply(null, "err.login.failed"));
    await expect(accountLogin({ phoneNumber: "13800000001", password: "x" })).rejects.toThrow("m");
    expect(heard).not.toHaveBeenCalled();
    await expect(switchOrg("org-1")).rejects.toThrow("m");
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
