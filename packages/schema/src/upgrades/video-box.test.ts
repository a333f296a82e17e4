import { describe, expect, it } from "vitest";
import { upgradeAndValidate } from "./upgrade-test-document.ts";

describe("video box upgrade", () => {
  it("version 1: cover objects are flattened and an uploaded cover becomes a custom cover", () => {
    const upgraded = upgradeAndValidate({
      type: "videoBox",
      attrs: {
        version: 1,
        fileOid: "f-1",
        title: "微课",
        layoutType: "7",
        cover: { attOid: "c-1", src: "https://c/cover.png" },
        firstFrameCover: { attOid: "c-2", src: "https://c/frame.png" },
        backgroundColor: "#f0f8f9",
      },
    });
    expect(upgraded.attrs).toMatchObject({
      version: 2,
      title: "微课",
      layout: "layout-007",
      useBookLayout: "N",
      coverAttOid: "c-1",
      coverSrc: "https://c/cover.png",
      useCustomCover: "Y",
      useBookCover: "N",
      firstFrameCoverAttOid: "c-2",
      firstFrameCoverSrc: "https://c/frame.png",
      background: "#f0f8f9",
    });
  });

  it("version 1 without a cover keeps the book's cover", () => {
    const upgraded = upgradeAndValidate({ type: "videoBox", attrs: { version: 1, cover: { src: "" } } });
    expect(upgraded.attrs).toMatchObject({
      coverSrc: null,
      useCustomCover: "N",
      useBookCover: "Y",
      useBookLayout: "Y",
      background: null,
    });
  });
});
