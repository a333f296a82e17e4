import { describe, expect, it } from "vitest";
import { upgradeAndValidate } from "./upgrade-test-document.ts";

describe("3D box upgrade", () => {
  it("version 1: the title attribute gains its icon and title nodes, the illustration its new names", () => {
    const upgraded = upgradeAndValidate({
      type: "threeDBox",
      attrs: {
        version: 1,
        fileOid: "f-1",
        title: "发动机",
        layoutType: 2,
        illustrationUrl: "https://c/il.png",
        illustrationAttachmentOid: "il-1",
        backgroundColor: "#ffffff",
      },
    });
    expect(upgraded.attrs).toMatchObject({
      version: 2,
      title: "发动机",
      layout: "layout-002",
      illustration: "https://c/il.png",
      illustrationAttOid: "il-1",
      useCustomIllustration: "Y",
      useBookIllustration: "N",
      background: "#ffffff",
    });
    expect(upgraded.content).toEqual([
      { type: "threeDIcon" },
      { type: "threeDTitle", attrs: { title: "发动机" } },
    ]);
  });

  it("version 1 keeps child nodes it already has", () => {
    const content = [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: "已有" } }];
    const upgraded = upgradeAndValidate({ type: "threeDBox", attrs: { version: 1, title: "旧" }, content });
    expect(upgraded.content).toEqual(content);
  });
});
