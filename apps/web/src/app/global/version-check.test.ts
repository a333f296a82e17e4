// @vitest-environment happy-dom
import { POLLING, STORAGE_KEYS } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { dismissedVersion, dismissVersion, shouldShowBanner, watchDeployedVersion } from "./version-check.ts";

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

test("the banner shows when the deployed version differs, unless that version was dismissed", () => {
  expect(shouldShowBanner("1.0.1", "1.0.0", null)).toBe(true);
  expect(shouldShowBanner("1.0.0", "1.0.0", null)).toBe(false);
  expect(shouldShowBanner(null, "1.0.0", null)).toBe(false);
  dismissVersion("1.0.1");
  expect(localStorage.getItem(STORAGE_KEYS.dismissedVersion)).toBe("1.0.1");
  expect(shouldShowBanner("1.0.1", "1.0.0", dismissedVersion())).toBe(false);
  // Dismissal is per version: the next release shows the banner again.
  expect(shouldShowBanner("1.0.2", "1.0.0", dismissedVersion())).toBe(true);
});

test("the version file is checked at once and every 60 s until stopped; failures are silent", async () => {
  vi.useFakeTimers();
  expect(POLLING.versionCheckMs).toBe(60_000);
  const versions = ["1.0.0", "1.0.1"];
  const fetchVersion = vi.fn(async () => {
    const next = versions.shift();
    if (!next) throw new Error("offline");
    return next;
  });
  const seen: (string | null)[] = [];
  const stop = watchDeployedVersion(fetchVersion, (version) => seen.push(version));
  await vi.advanceTimersByTimeAsync(0);
  expect(seen).toEqual(["1.0.0"]);
  await vi.advanceTimersByTimeAsync(59_999);
  expect(fetchVersion).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(seen).toEqual(["1.0.0", "1.0.1"]);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(fetchVersion).toHaveBeenCalledTimes(3);
  expect(seen).toHaveLength(2);
  stop();
  await vi.advanceTimersByTimeAsync(120_000);
  expect(fetchVersion).toHaveBeenCalledTimes(3);
});
