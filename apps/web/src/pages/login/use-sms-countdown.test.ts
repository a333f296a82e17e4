// @vitest-environment happy-dom

import { act, renderHook } from "@testing-library/react";
import { SMS, STORAGE_KEYS } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { readSmsSend, secondsLeft, useSmsCountdown } from "./use-sms-countdown.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-01T08:00:00Z") });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("useSmsCountdown", () => {
  test("counts down 60 s from a request and stores the send time with the phone", () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start("13800000001"));
    expect(result.current.secondsLeft).toBe(60);
    expect(readSmsSend()).toEqual({ phoneNumber: "13800000001", sentAt: Date.now() });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.secondsLeft).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.smsSentAt)).not.toBeNull();
  });

  test("ticks every 100 ms, not once a second", () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start("13800000001"));
    act(() => vi.advanceTimersByTime(900));
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(SMS.countdownTickMs));
    expect(result.current.secondsLeft).toBe(59);
  });

  test("removes the stored value on expiry but remembers the phone", () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start("13800000001"));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.smsSentAt)).toBeNull();
    expect(result.current.phoneNumber).toBe("13800000001");
  });

  test("survives a reload: a new hook resumes from storage", () => {
    const first = renderHook(() => useSmsCountdown());
    act(() => first.result.current.start("13800000002"));
    act(() => vi.advanceTimersByTime(25_000));
    first.unmount();
    const second = renderHook(() => useSmsCountdown());
    expect(second.result.current.secondsLeft).toBe(35);
    expect(second.result.current.phoneNumber).toBe("13800000002");
    act(() => vi.advanceTimersByTime(35_000));
    expect(second.result.current.secondsLeft).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.smsSentAt)).toBeNull();
  });

  test("an expired stored value is removed on load", () => {
    localStorage.setItem(
      STORAGE_KEYS.smsSentAt,
      JSON.stringify({ phoneNumber: "13800000001", sentAt: Date.now() - 61_000 }),
    );
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.secondsLeft).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.smsSentAt)).toBeNull();
  });

  test("resumes from the seconds the server reports (err.sms.tooFrequent)", () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start("13800000001", 42));
    expect(result.current.secondsLeft).toBe(42);
    act(() => vi.advanceTimersByTime(42_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  test("ignores a malformed stored value", () => {
    localStorage.setItem(STORAGE_KEYS.smsSentAt, "{not json");
    expect(readSmsSend()).toBeNull();
    expect(secondsLeft(null, Date.now())).toBe(0);
  });
});
