import { describe, expect, it } from "vitest";
import "./zod-config.ts";
import { z } from "zod";
import { config } from "zod/v4/core";

describe("zod-config", () => {
  it("turns zod's eval probe off (jitless), which zod then reads", () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });
});
