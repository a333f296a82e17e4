import { describe, expect, it } from "vitest";
import type { NodeJSON } from "../node-json.ts";
import { upgradeAndValidate } from "./upgrade-test-document.ts";

const title = [{ type: "text", text: "第一章" }];
const first = (node: NodeJSON): NodeJSON[] => [node, { type: "paragraph" }];

describe("chapter and section header upgrade", () => {
  it("version 1 colour background and fixed height become version 3 fields for both screens", () => {
    const upgraded = upgradeAndValidate(
      {
        type: "chapterHeader",
        attrs: {
          version: 1,
          background: "#00838F",
          height: "300px",
          padding: "60px 15px",
          illustration: "https://c/il.png",
        },
        content: title,
      },
      first,
    );
    expect(upgraded.attrs).toMatchObject({
      version: 3,
      backgroundType: "pure-color",
      pcBackground: "#00838F",
      phoneBackground: "#00838F",
      useBookBackground: "N",
      heightType: "FIXED",
      pcHeight: 300,
      phoneHeight: 300,
      useBookHeightType: "N",
      illustrationSrc: "https://c/il.png",
    });
    expect(upgraded.content).toEqual(title);
  });

  it("version 1 image address background becomes an image per screen; no height is AUTO", () => {
    const upgraded = upgradeAndValidate(
      { type: "sectionHeader", attrs: { version: 1, background: "https://c/bg.png", height: "auto" } },
      first,
    );
    expect(upgraded.attrs).toMatchObject({
      version: 3,
      backgroundType: "image",
      pcBackground: null,
      pcImageSrc: "https://c/bg.png",
      phoneImageSrc: "https://c/bg.png",
      heightType: "AUTO",
      pcHeight: null,
      useBookHeightType: "Y",
    });
  });

  it("version 1 without a background follows the book", () => {
    const upgraded = upgradeAndValidate({ type: "chapterHeader", attrs: { version: 1 } }, first);
    expect(upgraded.attrs).toMatchObject({
      useBookBackground: "Y",
      useBookHeightType: "Y",
      illustrationSrc: null,
    });
  });

  it("version 2 nested images, heights and illustration are flattened", () => {
    const upgraded = upgradeAndValidate(
      {
        type: "chapterHeader",
        attrs: {
          version: 2,
          backgroundType: "image",
          pcBackground: null,
          phoneBackground: null,
          backgroundImage: {
            pc: { src: "https://c/pc.png", attOid: "pc-1" },
            phone: { src: "https://c/m.png", attOid: "m-1" },
          },
          heightType: "FIXED",
          height: { pc: 400, phone: 200 },
          useBookBackground: "N",
          useBookHeightType: "N",
          illustration: { src: "https://c/il.png", attOid: "il-1", originWidth: 800, originHeight: 600 },
        },
        content: title,
      },
      first,
    );
    expect(upgraded.attrs).toMatchObject({
      version: 3,
      backgroundType: "image",
      pcImageSrc: "https://c/pc.png",
      pcImageAttOid: "pc-1",
      phoneImageSrc: "https://c/m.png",
      phoneImageAttOid: "m-1",
      heightType: "FIXED",
      pcHeight: 400,
      phoneHeight: 200,
      useBookBackground: "N",
      illustrationSrc: "https://c/il.png",
      illustrationAttOid: "il-1",
      illustrationOriginWidth: 800,
      illustrationOriginHeight: 600,
    });
  });

  it("version 2 shading keeps its per-screen backgrounds", () => {
    const upgraded = upgradeAndValidate(
      {
        type: "sectionHeader",
        attrs: {
          version: 2,
          backgroundType: "shading",
          pcBackground: "custom-shading-001",
          phoneBackground: "custom-shading-002",
          backgroundImage: null,
          height: null,
          illustration: null,
        },
      },
      first,
    );
    expect(upgraded.attrs).toMatchObject({
      version: 3,
      backgroundType: "shading",
      pcBackground: "custom-shading-001",
      phoneBackground: "custom-shading-002",
      pcImageSrc: null,
      pcHeight: null,
      illustrationSrc: null,
    });
  });
});
