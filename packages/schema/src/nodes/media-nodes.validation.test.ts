import { CONTENT_LIMITS, LAYOUT_COUNTS } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import type { NodeJSON } from "../node-json.ts";
import { validateDocument } from "../validate-document.ts";
import { createGalleryImage } from "./gallery-box.ts";
import { IMAGE_BLOCK } from "./media-nodes.fixtures.ts";

const doc = (...content: NodeJSON[]): NodeJSON => ({ type: "doc", content });
const block = (type: string, attrs: Record<string, unknown> = {}): NodeJSON => ({ type, attrs });
const paragraph = (...content: NodeJSON[]): NodeJSON => ({ type: "paragraph", content });
const inline = (type: string, attrs: Record<string, unknown> = {}) => doc(paragraph({ type, attrs }));

function refused(json: NodeJSON, message: RegExp) {
  expect(() => validateDocument(json)).toThrow(message);
}

describe("media attribute validation", () => {
  it("refuses a value outside an enumeration or a Y/N flag", () => {
    refused(doc(block("imageBlock", { type: "LEFT" })), /type must be one of CENTER, FULL/);
    refused(doc(block("imageBlock", { isGif: true })), /isGif must be one of Y, N/);
    refused(doc(block("floatingImage", { alignX: "CENTER" })), /alignX must be one of LEFT, RIGHT/);
    refused(doc(block("videoBox", { useBookCover: "yes" })), /useBookCover/);
    refused(doc(block("knowledgeGraphCard", { viewType: "tree" })), /viewType must be one of Tree, link/);
    refused(doc(block("knowledgeGraphCard", { knowPointDescStatus: "ok" })), /knowPointDescStatus/);
    refused(doc(block("linkBox", { category: "game" })), /category/);
    refused(inline("popup", { type: "IMAGE" }), /type must be one of TEXT, ICON/);
    refused(inline("link", { type: "MAIL" }), /type must be one of BOOK, URL, VIRTUAL/);
  });

  it("validates each layout against its block's layout count", () => {
    const counts: [string, number][] = [
      ["audioBox", LAYOUT_COUNTS.audio],
      ["videoBox", LAYOUT_COUNTS.video],
      ["threeDBox", LAYOUT_COUNTS.threeD],
      ["documentBox", LAYOUT_COUNTS.document],
      ["linkBox", LAYOUT_COUNTS.linkBox],
      ["interaction", LAYOUT_COUNTS.interaction],
      ["extendedReading", LAYOUT_COUNTS.extendedReading],
      ["illustration", LAYOUT_COUNTS.illustration],
    ];
    for (const [type, count] of counts) {
      const last = `layout-${String(count).padStart(3, "0")}`;
      const beyond = `layout-${String(count + 1).padStart(3, "0")}`;
      const node = (layout: string): NodeJSON =>
        type === "threeDBox"
          ? { ...block(type, { layout }), content: [{ type: "threeDIcon" }, { type: "threeDTitle" }] }
          : block(type, { layout });
      expect(validateDocument(doc(node(last))).firstChild?.attrs.layout).toBe(last);
      refused(doc(node(beyond)), new RegExp(`layout must be one of layout-001.*${last}, got "${beyond}"`));
      refused(doc(node("layout-000")), /layout must be one of/);
    }
  });

  it("keeps image widths at their minimums", () => {
    const minimum = `${CONTENT_LIMITS.imageBlockMinWidthPx}px`;
    expect(validateDocument(doc(block("imageBlock", { width: minimum }))).firstChild?.attrs.width).toBe(
      minimum,
    );
    refused(doc(block("imageBlock", { width: "64px" })), /width must be a length in px \(at least 65\)/);
    refused(doc(block("imageBlock", { width: "wide" })), /width/);
    refused(doc(block("imageBlock", { width: "120%" })), /width/);
    refused(
      doc(block("imageBlock", { height: "tall" })),
      /height must be a length in px \(at least 0\) or % or auto/,
    );
    refused(doc(block("floatingImage", { width: "40px" })), /width/);
    refused(inline("iconImage", { width: "23px" }), /width must be a length in px \(at least 24\)/);
    expect(() => validateDocument(inline("iconImage", { width: "24px" }))).not.toThrow();
  });

  it("refuses wrongly typed values", () => {
    refused(doc(block("imageBlock", { src: 42 })), /src must be a string or null/);
    refused(doc(block("imageBlock", { originWidth: "1024" })), /originWidth must be a number/);
    refused(doc(block("videoBox", { progress: -1 })), /progress/);
    refused(doc(block("videoBox", { version: "2" })), /version must be an integer/);
    refused(doc(block("videoBox", { transformObj: "done" })), /transformObj must be an object or null/);
    refused(doc(block("interaction", { topics: {} })), /topics must be a list/);
    refused(doc(block("extendedReading", { resources: ["a"] })), /resources must be a list/);
    refused(inline("popup", { link: { type: "FTP" } }), /link must be a link target/);
    refused(
      doc(block("knowledgeGraphCard", { graphNodeType: "" })),
      /graphNodeType must be a non-empty string/,
    );
  });

  it("refuses knowledge points that are not {knId, knText, graphId}", () => {
    const point = { knId: "kn-1", knText: "惯性", graphId: null };
    expect(() => validateDocument(doc(block("audioBox", { kgPoints: [point] })))).not.toThrow();
    refused(doc(block("audioBox", { kgPoints: [{ knText: "惯性", graphId: null }] })), /kgPoints/);
    refused(doc(block("audioBox", { kgPoints: [{ ...point, extra: 1 }] })), /kgPoints/);
    refused(doc(block("audioBox", { kgPoints: "kn-1" })), /kgPoints/);
  });
});

describe("addresses a reader follows", () => {
  const HOSTILE = [
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "&#x6a;avascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "ftp://example.com/x",
  ];
  const SAFE = [
    "",
    "http://example.com/a",
    "https://vs.example.com/circuit?x=1",
    "/api/files/abc?exp=1&sig=x",
  ];
  const carriers: [string, (url: string) => NodeJSON][] = [
    ["link", (url) => inline("link", { type: "URL", url })],
    ["virtual link", (url) => inline("link", { type: "VIRTUAL", url })],
    ["link box", (url) => doc(block("linkBox", { url }))],
    ["popup", (url) => inline("popup", { isLink: "Y", link: { type: "URL", url } })],
    ["image link", (url) => doc(block("imageBlock", { link: url }))],
  ];

  it("takes http(s) addresses and this site's paths", () => {
    for (const [, carry] of carriers)
      for (const url of SAFE) expect(() => validateDocument(carry(url))).not.toThrow();
  });

  it("refuses every other scheme, disguised or not, and protocol-relative addresses", () => {
    for (const [what, carry] of carriers) {
      for (const url of HOSTILE) {
        expect(() => validateDocument(carry(url)), `${what} ${JSON.stringify(url)}`).toThrow(
          /invalid document/,
        );
      }
    }
  });
});

describe("gallery images", () => {
  const images = (count: number) =>
    Array.from({ length: count }, (_, index) => createGalleryImage({ fileOid: `g-${index}`, index }));

  it("starts a new image WAITING and not enhanced", () => {
    expect(createGalleryImage({ fileOid: "g-1", index: 0 })).toEqual({
      fileOid: "g-1",
      index: 0,
      title: null,
      desc: null,
      note: null,
      src: null,
      state: "WAITING",
      isEnhanced: "N",
    });
  });

  it(`holds up to ${CONTENT_LIMITS.galleryMaxImages} images`, () => {
    const full = validateDocument(
      doc(block("galleryBox", { imagesInfo: images(CONTENT_LIMITS.galleryMaxImages) })),
    );
    expect(full.firstChild?.attrs.imagesInfo).toHaveLength(20);
    refused(
      doc(block("galleryBox", { imagesInfo: images(CONTENT_LIMITS.galleryMaxImages + 1) })),
      /imagesInfo must be a list of images .{0,100} \(at most 20\)/,
    );
  });

  it("refuses an image with an unknown state or a missing field", () => {
    const [image] = images(1);
    refused(doc(block("galleryBox", { imagesInfo: [{ ...image, state: "DONE" }] })), /imagesInfo/);
    const { desc: _desc, ...withoutDesc } = image ?? {};
    refused(doc(block("galleryBox", { imagesInfo: [withoutDesc] })), /imagesInfo/);
    refused(doc(block("galleryBox", { currentImageIndex: 1.5 })), /currentImageIndex must be an integer/);
  });
});

describe("media nesting", () => {
  const caption: NodeJSON = { type: "caption", content: [{ type: "text", text: "图注" }] };
  const flexer: NodeJSON = { type: "flexer", attrs: { type: "pluginTitle" } };
  const imageBox = (...content: NodeJSON[]) => doc({ type: "imageBox", content });
  const cover = (lines: number) => ({
    type: "galleryCover",
    content: Array.from({ length: lines }, () => paragraph({ type: "text", text: "封面" })),
  });

  it("lets an image box hold one image block, its notes and at most one flexer", () => {
    expect(() => validateDocument(imageBox(IMAGE_BLOCK))).not.toThrow();
    expect(() => validateDocument(imageBox(IMAGE_BLOCK, caption, caption, flexer))).not.toThrow();
    refused(imageBox(), /invalid document/);
    refused(imageBox(IMAGE_BLOCK, IMAGE_BLOCK), /invalid document/);
    refused(imageBox(IMAGE_BLOCK, flexer, flexer), /invalid document/);
    refused(imageBox(caption, IMAGE_BLOCK), /invalid document/);
    refused(imageBox(IMAGE_BLOCK, paragraph()), /invalid document/);
  });

  it("gives a gallery cover exactly two cover contents", () => {
    expect(() => validateDocument(doc({ type: "galleryBox", content: [cover(2)] }))).not.toThrow();
    refused(doc({ type: "galleryBox", content: [cover(1)] }), /invalid document/);
    refused(doc({ type: "galleryBox", content: [cover(3)] }), /invalid document/);
    refused(doc(cover(2)), /invalid document/);
  });

  it("keeps the 3D title and icon inside a 3D box, once each", () => {
    const box = (...content: NodeJSON[]) => doc({ type: "threeDBox", content });
    expect(() => validateDocument(box({ type: "threeDIcon" }, { type: "threeDTitle" }))).not.toThrow();
    refused(box({ type: "threeDTitle" }), /invalid document/);
    refused(box({ type: "threeDTitle" }, { type: "threeDIcon" }), /invalid document/);
    refused(doc({ type: "threeDTitle" }), /invalid document/);
  });

  it("keeps blocks out of lines and inline nodes out of the block level", () => {
    refused(doc(paragraph(IMAGE_BLOCK)), /invalid document/);
    refused(doc(paragraph(block("videoBox"))), /invalid document/);
    refused(doc(block("inlineImage")), /invalid document/);
    refused(doc(block("link")), /invalid document/);
    refused(doc(block("knowledgePoint")), /invalid document/);
  });

  it("lets media into a layout box but no media or cards into a list", () => {
    const layoutBox = (child: NodeJSON) => doc({ type: "layoutBox", content: [child] });
    expect(() => validateDocument(layoutBox(IMAGE_BLOCK))).not.toThrow();
    expect(() => validateDocument(layoutBox(block("audioBox")))).not.toThrow();
    refused(layoutBox(block("interaction")), /invalid document/);
    const listItem = (child: NodeJSON) =>
      doc({ type: "bulletList", content: [{ type: "listItem", content: [paragraph(), child] }] });
    refused(listItem(IMAGE_BLOCK), /invalid document/);
    refused(listItem(block("linkBox")), /invalid document/);
  });

  it("allows inline media, links and knowledge points in a line", () => {
    expect(() =>
      validateDocument(
        doc(
          paragraph(
            block("inlineImage"),
            block("inlineVideo"),
            block("inlineAudio"),
            block("popup"),
            block("link"),
            block("extendedReadingInline"),
            block("knowledgePoint"),
          ),
        ),
      ),
    ).not.toThrow();
  });
});
