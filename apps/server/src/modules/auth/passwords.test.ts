import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("stores a salted, self-describing scrypt hash that verifies only the right password", async () => {
    const first = await hashPassword("Demo2026!");
    const second = await hashPassword("Demo2026!");
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("Demo2026!", first)).toBe(true);
    expect(await verifyPassword("Demo2026?", first)).toBe(false);
  });

  it("refuses missing and malformed stored values", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});
