import { describe, expect, it } from "vitest";
import { legacyScryptHash } from "../../test/factories.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("stores a salted argon2id hash at OWASP's parameters that verifies only the right password", async () => {
    const first = await hashPassword("Demo2026!");
    const second = await hashPassword("Demo2026!");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("Demo2026!", first)).toBe(true);
    expect(await verifyPassword("Demo2026?", first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it("still verifies older scrypt hashes, and marks them for rehashing", async () => {
    const legacy = legacyScryptHash("Demo2026!");
    expect(await verifyPassword("Demo2026!", legacy)).toBe(true);
    expect(await verifyPassword("Demo2026?", legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA")).toBe(true);
  });

  it("refuses missing and malformed stored values", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", "$argon2id$garbage")).toBe(false);
  });
});
