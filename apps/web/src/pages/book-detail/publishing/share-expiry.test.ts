import { expect, test } from "vitest";
import { expiresAtOf, expiryDayRange } from "./share-expiry.ts";

const now = new Date(2026, 10, 27, 10, 30);

test("a ready choice counts days from now", () => {
  expect(expiresAtOf({ days: 1 }, now)).toBe(new Date(2026, 10, 28, 10, 30).toISOString());
  expect(expiresAtOf({ days: 30 }, now)).toBe(new Date(now.getTime() + 30 * 86_400_000).toISOString());
});

test("a chosen day lasts to its end, from tomorrow up to 365 days ahead", () => {
  expect(expiryDayRange(now)).toEqual({ min: "2026-11-28", max: "2027-11-27" });
  expect(expiresAtOf({ date: "2026-12-31" }, now)).toBe(new Date(2026, 11, 31, 23, 59, 59).toISOString());
  expect(expiresAtOf({ date: "2026-11-27" }, now)).toBeNull();
  expect(expiresAtOf({ date: "2027-11-28" }, now)).toBeNull();
  expect(expiresAtOf({ date: "" }, now)).toBeNull();
  // The last day ends no later than the server's bound of 365 days from now.
  const last = Date.parse(expiresAtOf({ date: "2027-11-27" }, now) ?? "");
  expect(last).toBeLessThan(now.getTime() + 365 * 86_400_000);
});
