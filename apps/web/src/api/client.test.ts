// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { session } from "../app/session.ts";
import { ApiError, CLIENT_ERROR, onApiError, request } from "./client.ts";

vi.stubGlobal("__APP_VERSION__", "1.2.3+test");

function envelope(data: unknown, errorCode = "0", errorMessage = "", errors = {}) {
  return new Response(JSON.stringify({ errorCode, errorMessage, errors, data }), {
    status: errorCode === "0" ? 200 : 400,
    headers: { "content-type": "application/json", "x-request-id": "req-1" },
  });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.useRealTimers();
});

describe("request", () => {
  test("sends the version and token headers and a _ts parameter under /api", async () => {
    session.save({
      token: "tok",
      fromProject: false,
      mustChangePassword: false,
      currentOrgRoles: [],
      currentOrg: null,
      user: {
        oid: "u",
        fullName: "n",
        state: "ACTIVE",
        phoneNumber: "13800000001",
        sysRoles: [],
        fullAvatarUrl: null,
        zjyKgUserId: null,
      },
    });
    fetchMock.mockResolvedValue(envelope({ ok: true }));
    await expect(request("/orgs/my-list", { query: { keyword: "示范", empty: "" } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const parsed = new URL(String(url), "http://x");
    expect(parsed.pathname).toBe("/api/orgs/my-list");
    expect(parsed.searchParams.get("keyword")).toBe("示范");
    expect(parsed.searchParams.has("empty")).toBe(false);
    expect(Number(parsed.searchParams.get("_ts"))).toBeGreaterThan(0);
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe("Bearer tok");
    expect(headers["x-client-version"]).toBe("1.2.3+test");
  });

  test("an explicit token replaces the stored one", async () => {
    fetchMock.mockResolvedValue(envelope(null));
    await request("/passports/login-info", { token: "explicit" });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe("Bearer explicit");
  });

  test("a server error code becomes an ApiError reported to the global handler", async () => {
    fetchMock.mockResolvedValue(
      envelope(null, "err.validate.failed", "提交的内容有误", { phoneNumber: "手机号格式错误" }),
    );
    const seen: ApiError[] = [];
    const stop = onApiError((error) => seen.push(error));
    const failure = await request("/x").catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      errorCode: "err.validate.failed",
      message: "提交的内容有误",
      errors: { phoneNumber: "手机号格式错误" },
      requestId: "req-1",
    });
    expect(seen).toHaveLength(1);
  });

  test("bypassError keeps the global handler silent", async () => {
    fetchMock.mockResolvedValue(envelope(null, "err.login.failed", "手机号或密码错误"));
    const seen: ApiError[] = [];
    const stop = onApiError((error) => seen.push(error));
    await request("/x", { bypassError: true }).catch(() => undefined);
    stop();
    expect(seen).toHaveLength(0);
  });

  test("a call its caller cancels while the answer is arriving is no failure to report", async () => {
    // A list query superseded by a newer one (a search) is cancelled between the headers and the body.
    const caller = new AbortController();
    fetchMock.mockImplementation(async (_url, init) => {
      const signal = init?.signal;
      const json = () =>
        new Promise((_resolve, reject) => {
          const stop = () => reject(new DOMException("The operation was aborted.", "AbortError"));
          if (signal?.aborted) stop();
          else signal?.addEventListener("abort", stop);
        });
      return { status: 200, headers: new Headers(), json } as unknown as Response;
    });
    const seen: ApiError[] = [];
    const stop = onApiError((error) => seen.push(error));
    const pending = request("/x", { signal: caller.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    caller.abort();
    const failure = await pending;
    stop();
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(0);
  });

  test.each([
    [404, "暂无接口"],
    [502, "网络错误(502)"],
    [418, "服务器出错了(418)"],
  ])("a %i without an envelope shows the status message", async (status, message) => {
    fetchMock.mockResolvedValue(new Response("<html>", { status }));
    await expect(request("/x", { bypassError: true })).rejects.toMatchObject({
      errorCode: CLIENT_ERROR.http,
      message,
    });
  });

  test("a network failure shows 网络错误", async () => {
    fetchMock.mockRejectedValue(new TypeError("failed"));
    await expect(request("/x", { bypassError: true })).rejects.toMatchObject({
      errorCode: CLIENT_ERROR.network,
      message: "网络错误",
    });
  });

  test.each([
    ["default", 10_000],
    ["content", 20_000],
    ["ai", 60_000],
    ["aiCompletion", 120_000],
  ] as const)("the %s call class times out after %i ms with 网络超时", async (timeout, ms) => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    );
    const pending = request("/slow", { timeout, bypassError: true }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ms - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ errorCode: CLIENT_ERROR.timeout, message: "网络超时" });
  });
});
