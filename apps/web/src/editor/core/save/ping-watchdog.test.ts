import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { PingWatchdog } from "./ping-watchdog.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("no ping within 40 s of connecting reconnects (content §9)", () => {
  const silence = vi.fn();
  new PingWatchdog(silence).connected();
  vi.advanceTimersByTime(39_999);
  expect(silence).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(silence).toHaveBeenCalledTimes(1);
});

test("each ping gives the connection another 60 s", () => {
  const silence = vi.fn();
  const watchdog = new PingWatchdog(silence);
  watchdog.connected();
  vi.advanceTimersByTime(30_000);
  watchdog.pinged();
  vi.advanceTimersByTime(59_999);
  watchdog.pinged();
  vi.advanceTimersByTime(59_999);
  expect(silence).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(silence).toHaveBeenCalledTimes(1);
});

test("a closed connection stops watching", () => {
  const silence = vi.fn();
  const watchdog = new PingWatchdog(silence);
  watchdog.connected();
  watchdog.stop();
  vi.advanceTimersByTime(120_000);
  expect(silence).not.toHaveBeenCalled();
});
