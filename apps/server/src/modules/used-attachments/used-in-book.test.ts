import type { UsedAttachment } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import { matchesFilters } from "./used-in-book.ts";

const item = (overrides: Partial<UsedAttachment> = {}, name = "细胞结构.PNG"): UsedAttachment => ({
  attachment: {
    attachmentOid: "a",
    name,
    mimeType: "image/png",
    extName: "png",
    size: 1,
    type: "IMAGE",
    category: null,
    state: "READY",
    bookOid: "b",
    width: null,
    height: null,
    thumbnailUrl: null,
    previewUrl: null,
    createdAt: "2026-11-01T00:00:00.000Z",
  },
  source: "RES_LIB",
  markStatus: "UNMARK",
  resLibOid: "r",
  count: 1,
  places: [],
  ...overrides,
});

describe("matchesFilters", () => {
  it("passes everything without filters and applies each given filter", () => {
    expect(matchesFilters(item(), {})).toBe(true);
    expect(matchesFilters(item(), { type: "IMAGE", source: "RES_LIB", markStatus: "UNMARK" })).toBe(true);
    expect(matchesFilters(item(), { type: "VIDEO" })).toBe(false);
    expect(matchesFilters(item(), { source: "LOCAL" })).toBe(false);
    expect(matchesFilters(item(), { markStatus: "MARKED" })).toBe(false);
  });

  it("matches the name's part regardless of case", () => {
    expect(matchesFilters(item(), { keyword: "结构.png" })).toBe(true);
    expect(matchesFilters(item(), { keyword: "叶绿体" })).toBe(false);
  });
});
