// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ApiError } from "../../api/client.ts";
import { pollState, startPolling } from "./polling.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("the todo count is fetched every 5 s and the notice every 60 s, from the start", async () => {
  let count = 0;
  const fetchTodoCount = vi.fn(async () => ({ inProgressCount: ++count }));
  const fetchNotice = vi.fn(async () => ({ show: true, content: "维护通知" }));
  const stop = startPolling({ fetchTodoCount, fetchNotice, onSessionError: vi.fn() });
  await vi.advanceTimersByTimeAsync(0);
  expect(fetchTodoCount).toHaveBeenCalledTimes(1);
  expect(fetchNotice).toHaveBeenCalledTimes(1);
  expect(pollState()).toEqual({ todoCount: 1, notice: { show: true, content: "维护通知" } });

  await vi.advanceTimersByTimeAsync(4_999);
  expect(fetchTodoCount).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(fetchTodoCount).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(55_000);
  expect(fetchTodoCount).toHaveBeenCalledTimes(13);
  expect(fetchNotice).toHaveBeenCalledTimes(2);
  expect(pollState().todoCount).toBe(13);

  stop();
  await vi.advanceTimersByTimeAsync(120_000);
  expect(fetchTodoCount).toHaveBeenCalledTimes(13);
  expect(fetchNotice).toHaveBeenCalledTimes(2);
});

test("session-ending failures reach the handler; other failures stay silent", async () => {
  const onSessionError = vi.fn();
  const expired = new ApiError({
    status: 401,
    errorCode: "err.login.required",
    message: "登录已失效，请重新登录",
  });
  const stop = startPolling({
    fetchTodoCount: () => Promise.reject(expired),
    fetchNotice: () =>
      Promise.reject(new ApiError({ status: 0, errorCode: "client.network", message: "网络错误" })),
    onSessionError,
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(onSessionError).toHaveBeenCalledTimes(1);
  expect(onSessionError).toHaveBeenCalledWith(expired);
  stop();
});

test("the badge counts the chief editor's waiting reader reports with the approvals", async () => {
  const fetchTodoCount = vi.fn(async () => ({ inProgressCount: 2, errorCorrectionCount: 3 }));
  const fetchNotice = vi.fn(async () => ({ show: false, content: "" }));
  const stop = startPolling({ fetchTodoCount, fetchNotice, onSessionError: vi.fn() });
  await vi.advanceTimersByTimeAsync(0);
  expect(pollState().todoCount).toBe(5);
  stop();
});
