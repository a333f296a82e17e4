import { describe, expect, it } from "vitest";
import { formatDuration, percentOf } from "./format-duration.ts";

describe("formatDuration", () => {
  it("says 不足 1 分钟 under a minute, also for nothing and nonsense", () => {
    expect(formatDuration(0)).toBe("不足 1 分钟");
    expect(formatDuration(59)).toBe("不足 1 分钟");
    expect(formatDuration(-5)).toBe("不足 1 分钟");
    expect(formatDuration(Number.NaN)).toBe("不足 1 分钟");
  });
  it("counts whole minutes under an hour", () => {
    expect(formatDuration(60)).toBe("1 分钟");
    expect(formatDuration(3599)).toBe("59 分钟");
  });
  it("shows hours to one decimal from an hour on", () => {
    expect(formatDuration(3600)).toBe("1.0 小时");
    expect(formatDuration(5400)).toBe("1.5 小时");
    expect(formatDuration(36_000 + 179)).toBe("10.0 小时");
    expect(formatDuration(36_000 + 181)).toBe("10.1 小时");
  });
});

describe("percentOf", () => {
  it("is a 0–100 share with one decimal, 0 when there is no whole", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(7, 5)).toBe(100);
  });
});
