// The paragraph diff the reviewers read: runs of changes with a paragraph of context, the rest folded.
import { describe, expect, it } from "vitest";
import { diffParagraphs } from "./paragraph-diff.ts";

describe("diffParagraphs", () => {
  it("answers one folded SAME run, nothing added or removed, for equal texts", () => {
    const diff = diffParagraphs(["甲", "乙"], ["甲", "乙"]);
    expect(diff).toEqual({ chunks: [{ op: "SAME", paragraphs: [], omitted: 2 }], added: 0, removed: 0 });
  });

  it("shows a changed paragraph as removed then added, with one paragraph of context each side", () => {
    const before = ["一", "二", "三", "四", "五", "六", "七"];
    const after = ["一", "二", "三", "肆", "五", "六", "七"];
    expect(diffParagraphs(before, after)).toEqual({
      chunks: [
        { op: "SAME", paragraphs: ["三"], omitted: 2 },
        { op: "REMOVED", paragraphs: ["四"], omitted: 0 },
        { op: "ADDED", paragraphs: ["肆"], omitted: 0 },
        { op: "SAME", paragraphs: ["五"], omitted: 2 },
      ],
      added: 1,
      removed: 1,
    });
  });

  it("finds insertions and deletions in the middle by their common paragraphs", () => {
    const diff = diffParagraphs(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"]);
    expect(diff.added).toBe(2);
    expect(diff.removed).toBe(1);
    expect(diff.chunks.map((chunk) => [chunk.op, chunk.paragraphs])).toEqual([
      ["SAME", ["a"]],
      ["REMOVED", ["b"]],
      ["ADDED", ["x"]],
      ["SAME", ["c", "d"]],
      ["ADDED", ["e"]],
    ]);
  });

  it("diffs a file against nothing as all added, and nothing against a file as all removed", () => {
    expect(diffParagraphs([], ["新"]).chunks).toEqual([{ op: "ADDED", paragraphs: ["新"], omitted: 0 }]);
    expect(diffParagraphs(["旧"], []).chunks).toEqual([{ op: "REMOVED", paragraphs: ["旧"], omitted: 0 }]);
  });

  it("compares a long file with one change without a quadratic table over all of it", () => {
    const before = Array.from({ length: 50_000 }, (_, index) => `段落 ${index}`);
    const after = [...before];
    after[25_000] = "改过的段落";
    const diff = diffParagraphs(before, after);
    expect(diff.chunks.map((chunk) => [chunk.op, chunk.paragraphs, chunk.omitted])).toEqual([
      ["SAME", ["段落 24999"], 24_999],
      ["REMOVED", ["段落 25000"], 0],
      ["ADDED", ["改过的段落"], 0],
      ["SAME", ["段落 25001"], 24_998],
    ]);
  });
});
