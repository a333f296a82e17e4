import { describe, expect, it } from "vitest";
import { upgradeAndValidate } from "./upgrade-test-document.ts";

describe("audio box upgrade", () => {
  it("version 1: numbered layout, illustration and icon addresses become version 2 fields", () => {
    const upgraded = upgradeAndValidate({
      type: "audioBox",
      attrs: {
        version: 1,
        fileOid: "f-1",
        src: "https://c/a.mp3",
        title: "朗读",
        layoutType: 3,
        illustrationUrl: "https://c/il.png",
        iconUrl: "https://c/icon.png",
      },
    });
    expect(upgraded.attrs).toMatchObject({
      version: 2,
      fileOid: "f-1",
      title: "朗读",
      layout: "layout-003",
      useBookLayout: "N",
      illustration: "https://c/il.png",
      useBookIllustration: "N",
      useCustomIllustration: "Y",
      icon: "https://c/icon.png",
    });
  });

  it("version 1 without its own layout or illustration follows the book", () => {
    const upgraded = upgradeAndValidate({ type: "audioBox", attrs: { version: 1, layoutType: "9" } });
    expect(upgraded.attrs).toMatchObject({
      layout: "layout-001",
      illustration: null,
      useBookIllustration: "Y",
      useCustomIllustration: "N",
    });
    const bare = upgradeAndValidate({ type: "audioBox", attrs: { version: 1 } });
    expect(bare.attrs).toMatchObject({ layout: "layout-001", useBookLayout: "Y" });
  });
});
