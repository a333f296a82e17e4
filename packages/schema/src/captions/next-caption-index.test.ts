import { describe, expect, it } from "vitest";
import { nextCaptionIndex } from "./next-caption-index.ts";

describe("nextCaptionIndex (content §5)", () => {
  const captions = [
    { type: "IMAGE" as const, index: 1 },
    { type: "IMAGE" as const, index: 4 },
    { type: "TABLE" as const, index: 2 },
    { type: "IMAGE" as const, index: null },
  ];

  it("is the highest existing index of the type plus one", () => {
    expect(nextCaptionIndex(captions, "IMAGE")).toBe(5);
    expect(nextCaptionIndex(captions, "TABLE", 9)).toBe(3);
  });

  it("restarts from the type's counter when the type has no caption", () => {
    expect(nextCaptionIndex([], "IMAGE")).toBe(1);
    expect(nextCaptionIndex([{ type: "IMAGE", index: 3 }], "TABLE", 6)).toBe(6);
    expect(nextCaptionIndex([{ type: "TABLE", index: null }], "TABLE", 2)).toBe(2);
  });
});
