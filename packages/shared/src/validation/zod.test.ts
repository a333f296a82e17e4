import { describe, expect, it } from "vitest";
import { JSON_MAX_DEPTH, jsonDepthWithin, zJsonRecord } from "./zod.ts";

/** `{ a: { a: … "leaf" } }` with `levels` objects. */
function nested(levels: number): Record<string, unknown> {
  let value: unknown = "leaf";
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value as Record<string, unknown>;
}

describe("free-form JSON depth", () => {
  it("counts objects and arrays alike, leaves add nothing", () => {
    expect(jsonDepthWithin({ a: [1, { b: "x" }] }, 3)).toBe(true);
    expect(jsonDepthWithin({ a: [1, { b: {} }] }, 3)).toBe(false);
    expect(jsonDepthWithin("text", 0)).toBe(true);
  });

  it("takes settings up to JSON_MAX_DEPTH levels and refuses deeper ones with a Chinese message", () => {
    expect(zJsonRecord.safeParse(nested(JSON_MAX_DEPTH)).success).toBe(true);
    const deep = zJsonRecord.safeParse(nested(JSON_MAX_DEPTH + 1));
    expect(deep.success).toBe(false);
    expect(deep.error?.issues[0]?.message).toBe("内容嵌套层级过深");
  });

  it("checks a hostile depth without exhausting the stack", () => {
    expect(jsonDepthWithin(nested(200_000), JSON_MAX_DEPTH)).toBe(false);
  });
});
