import { describe, expect, it } from "vitest";
import { isLinkComplete } from "./is-link-complete.ts";

describe("isLinkComplete (content §5)", () => {
  const book = { type: "BOOK", bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" };

  it("needs book, chapter, section and file for a book link; the heading is optional", () => {
    expect(isLinkComplete(book)).toBe(true);
    expect(isLinkComplete({ ...book, headingOid: "h" } as typeof book)).toBe(true);
    for (const field of ["bookOid", "chapterOid", "sectionOid", "fileOid"] as const) {
      expect(isLinkComplete({ ...book, [field]: null })).toBe(false);
      expect(isLinkComplete({ ...book, [field]: "  " })).toBe(false);
    }
  });

  it("needs the url of a URL link", () => {
    expect(isLinkComplete({ type: "URL", url: "https://example.com" })).toBe(true);
    expect(isLinkComplete({ type: "URL", url: "" })).toBe(false);
    expect(isLinkComplete({ ...book, type: "URL", url: null })).toBe(false);
  });

  it("needs screen type and url for a virtual link, the url only outside zjy", () => {
    expect(isLinkComplete({ type: "VIRTUAL", url: "https://vs.example.com", screenType: "PC" })).toBe(true);
    expect(isLinkComplete({ type: "VIRTUAL", url: "https://vs.example.com", screenType: null })).toBe(false);
    expect(isLinkComplete({ type: "VIRTUAL", url: null, screenType: "PC" })).toBe(false);
    expect(isLinkComplete({ type: "VIRTUAL", url: null, screenType: "PC", fromZjy: "Y" })).toBe(true);
    expect(isLinkComplete({ type: "VIRTUAL", url: null, screenType: null, fromZjy: "Y" })).toBe(false);
  });

  it("is never complete for an unknown type", () => {
    expect(isLinkComplete({ type: "MAIL", url: "mailto:a@b.c" })).toBe(false);
  });
});
