import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { diffBlocks } from "./block-diff.ts";

const p = (text: string): JSONContent => ({ type: "paragraph", content: [{ type: "text", text }] });

describe("diffBlocks", () => {
  it("finds nothing between equal versions", () => {
    expect(diffBlocks([p("甲"), p("乙")], [p("甲"), p("乙")])).toEqual({
      older: ["same", "same"],
      onlyCurrent: [],
      changed: 0,
    });
  });

  it("pairs an edited block as changed", () => {
    expect(diffBlocks([p("甲"), p("乙"), p("丙")], [p("甲"), p("乙二"), p("丙")])).toEqual({
      older: ["same", "changed", "same"],
      onlyCurrent: [],
      changed: 1,
    });
  });

  it("tells blocks restoring brings back from blocks it removes", () => {
    const diff = diffBlocks([p("甲"), p("删"), p("乙")], [p("新"), p("甲"), p("乙"), p("尾")]);
    expect(diff.older).toEqual(["same", "onlyOlder", "same"]);
    expect(diff.onlyCurrent).toEqual([0, 3]);
  });

  it("compares attributes too, not only text", () => {
    const level = (n: number): JSONContent => ({
      type: "heading",
      attrs: { level: n },
      content: p("题").content,
    });
    expect(diffBlocks([level(2)], [level(3)]).older).toEqual(["changed"]);
  });

  it("does not count a block's oid as a difference", () => {
    const withOid = (oid: string): JSONContent => ({
      type: "caption",
      attrs: { oid, index: 1 },
      content: p("题").content,
    });
    expect(diffBlocks([withOid("a")], [withOid("b")]).older).toEqual(["same"]);
  });

  it("handles an empty side", () => {
    expect(diffBlocks([], [p("甲")])).toEqual({ older: [], onlyCurrent: [0], changed: 0 });
    expect(diffBlocks([p("甲")], [])).toEqual({ older: ["onlyOlder"], onlyCurrent: [], changed: 0 });
  });
});
