import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isLoopbackHost } from "./loopback.ts";

describe("isLoopbackAddress", () => {
  it("knows 127.0.0.0/8 and ::1, also IPv4-mapped", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address, and none at all", () => {
    for (const address of ["10.0.0.1", "0.0.0.0", "::", "::ffff:10.0.0.1", "128.0.0.1", "localhost", ""]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

describe("isLoopbackHost", () => {
  it("also takes localhost as a listen address", () => {
    expect(isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
    expect(isLoopbackHost("example.com")).toBe(false);
  });
});
