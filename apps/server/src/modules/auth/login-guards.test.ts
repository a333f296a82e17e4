import { describe, expect, it } from "vitest";
import { chinaTime, minutesLeft } from "./login-guards.ts";

describe("lock messages", () => {
  it("say until when in China time (UTC+8)", () => {
    expect(chinaTime(new Date("2026-11-26T19:05:00Z"))).toBe("11月27日 03:05");
    expect(chinaTime(new Date("2026-03-02T23:59:00Z"))).toBe("3月3日 07:59");
  });

  it("round the minutes left up, and never say 0", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    expect(minutesLeft(new Date("2026-11-26T10:15:00Z"), now)).toBe(15);
    expect(minutesLeft(new Date("2026-11-26T10:14:01Z"), now)).toBe(15);
    expect(minutesLeft(new Date("2026-11-26T10:00:01Z"), now)).toBe(1);
  });
});
