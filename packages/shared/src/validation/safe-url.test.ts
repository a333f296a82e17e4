import { describe, expect, it } from "vitest";
import { isLinkAddress, isSafeUrl } from "./safe-url.ts";

const SCRIPT_ADDRESSES = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0001javascript:alert(1)",
  " \u0000 javascript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/svg+xml,<svg/>",
  "file:///etc/passwd",
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example/x",
  " / /evil.example/x",
];

describe("isSafeUrl", () => {
  it("takes web addresses and this site's absolute paths", () => {
    for (const value of [
      "https://example.com/a?b=1#c",
      "HTTP://example.com",
      "/api/files/abc?variant=original&exp=1&sig=x",
      "/f/books/1",
    ]) {
      expect(isSafeUrl(value), value).toBe(true);
    }
  });

  it("refuses script and data addresses however they are disguised, and other hosts' relative forms", () => {
    for (const value of SCRIPT_ADDRESSES) expect(isSafeUrl(value), JSON.stringify(value)).toBe(false);
    expect(isSafeUrl("")).toBe(false);
    expect(isSafeUrl("media/a.png")).toBe(false);
  });

  it("takes same-origin relative references and data images only when asked", () => {
    expect(isSafeUrl("media/a.png", { relative: true })).toBe(true);
    expect(isSafeUrl("#top", { relative: true })).toBe(true);
    // An HTML character reference is not decoded in a value: this is a relative path, not a scheme.
    expect(isSafeUrl("&#x6a;avascript:alert(1)", { relative: true })).toBe(true);
    expect(isSafeUrl("&#x6a;avascript:alert(1)")).toBe(false);
    expect(isSafeUrl("//evil.example", { relative: true })).toBe(false);
    expect(isSafeUrl("data:image/png;base64,AAAA", { dataImages: true })).toBe(true);
    expect(isSafeUrl(" data:IMAGE/svg+xml,<svg/>", { dataImages: true })).toBe(true);
    expect(isSafeUrl("data:text/html,x", { dataImages: true })).toBe(false);
  });
});

describe("isLinkAddress", () => {
  it("is isSafeUrl without control characters", () => {
    expect(isLinkAddress("https://example.com")).toBe(true);
    expect(isLinkAddress("/api/files/a")).toBe(true);
    expect(isLinkAddress("https://exam\tple.com")).toBe(false);
    expect(isLinkAddress("\u0001https://example.com")).toBe(false);
    for (const value of SCRIPT_ADDRESSES) expect(isLinkAddress(value), JSON.stringify(value)).toBe(false);
  });
});
