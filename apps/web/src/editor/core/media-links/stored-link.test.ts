import { describe, expect, it } from "vitest";
import { usableStoredLink } from "./stored-link.ts";

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const signed = (exp: number) => `/api/files/att1/preview?exp=${exp}&sig=abc`;

describe("usableStoredLink", () => {
  it("keeps a signed link with time left", () => {
    expect(usableStoredLink(signed(NOW / 1000 + 600), NOW)).toBe(signed(NOW / 1000 + 600));
  });

  it("drops a signed link that has ended or is about to", () => {
    expect(usableStoredLink(signed(NOW / 1000 - 1), NOW)).toBeNull();
    expect(usableStoredLink(signed(NOW / 1000 + 10), NOW)).toBeNull();
  });

  it("keeps addresses that do not expire and still refuses unsafe ones", () => {
    expect(usableStoredLink("https://cdn.example.com/a.png", NOW)).toBe("https://cdn.example.com/a.png");
    expect(usableStoredLink("/api/files/att1/preview", NOW)).toBe("/api/files/att1/preview");
    expect(usableStoredLink("java\tscript:alert(1)", NOW)).toBeNull();
    expect(usableStoredLink(undefined, NOW)).toBeNull();
  });
});
