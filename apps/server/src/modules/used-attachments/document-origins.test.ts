import { describe, expect, it } from "vitest";
import { namedAttachments, strongerOrigin } from "./document-origins.ts";

const imageBox = (fileOid: string, origin: Record<string, string> = {}) => ({
  type: "imageBox",
  attrs: { oid: "box", fromResLib: "N", resLibOid: "", ...origin },
  content: [{ type: "imageBlock", attrs: { fileOid, src: "x" } }],
});

describe("namedAttachments", () => {
  it("gives a box's inner files the box's origin, and counts every naming", () => {
    const doc = {
      type: "doc",
      content: [
        imageBox("att-local"),
        imageBox("att-lib", { fromResLib: "Y", resLibOid: "res-1" }),
        { type: "videoBox", attrs: { fileOid: "att-zjy", coverAttOid: "att-cover", fromZjy: "Y" } },
        { type: "paragraph", content: [{ type: "inlineImage", attrs: { fileOid: "att-local" } }] },
      ],
    };
    expect(namedAttachments(doc)).toEqual([
      { attachmentOid: "att-local", source: "LOCAL", resLibOid: null },
      { attachmentOid: "att-lib", source: "RES_LIB", resLibOid: "res-1" },
      { attachmentOid: "att-zjy", source: "ZJY_PROJECT", resLibOid: null },
      { attachmentOid: "att-cover", source: "ZJY_PROJECT", resLibOid: null },
      { attachmentOid: "att-local", source: "LOCAL", resLibOid: null },
    ]);
  });

  it("keeps the library's origin when the same file is also used as a local one", () => {
    const local = { source: "LOCAL" as const, resLibOid: null };
    const library = { source: "RES_LIB" as const, resLibOid: "res-1" };
    expect(strongerOrigin(local, library)).toEqual(library);
    expect(strongerOrigin(library, local)).toEqual(library);
  });
});
