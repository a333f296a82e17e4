import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { snackbar, snackbarStore, toast, toastStore } from "./toast.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  toastStore.remove(() => true);
  snackbarStore.remove(() => true);
});

test("a toast stays 3000 ms", () => {
  toast.success("已保存", { label: "查看", to: "/f/task/list" });
  toast.error("保存失败");
  expect(toastStore.get().map((item) => [item.kind, item.text])).toEqual([
    ["success", "已保存"],
    ["error", "保存失败"],
  ]);
  expect(toastStore.get()[0]?.link).toEqual({ label: "查看", to: "/f/task/list" });
  vi.advanceTimersByTime(2999);
  expect(toastStore.get()).toHaveLength(2);
  vi.advanceTimersByTime(1);
  expect(toastStore.get()).toHaveLength(0);
});

test("the snackbar stays 2000 ms by default, and a new one replaces the current", () => {
  snackbar("已复制");
  vi.advanceTimersByTime(1999);
  expect(snackbarStore.get().map((item) => item.text)).toEqual(["已复制"]);
  vi.advanceTimersByTime(1);
  expect(snackbarStore.get()).toHaveLength(0);

  snackbar("第一条", 5000);
  snackbar("第二条");
  expect(snackbarStore.get().map((item) => item.text)).toEqual(["第二条"]);
  vi.advanceTimersByTime(2000);
  expect(snackbarStore.get()).toHaveLength(0);
});
