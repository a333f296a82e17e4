import { generateHTML, generateJSON } from "@tiptap/html";
import { describe, expect, it } from "vitest";
import { extensions } from "../extensions.ts";
import type { NodeJSON } from "../node-json.ts";
import { NODE_NAMES } from "../node-names.ts";
import { renderDocumentHtml } from "../render-html.ts";
import { validateDocument } from "../validate-document.ts";
import { MEDIA_NODE_SAMPLES, sampleDocument } from "./media-nodes.fixtures.ts";

// node-names.ts lists the media, interactive and knowledge nodes last, from imageBlock on.
const MEDIA_NODES = NODE_NAMES.slice(NODE_NAMES.indexOf("imageBlock"));

function typesIn(node: NodeJSON, found = new Set<string>()): Set<string> {
  found.add(node.type);
  for (const child of node.content ?? []) typesIn(child, found);
  return found;
}

describe("media, interactive and knowledge nodes: JSON → document → HTML → document", () => {
  it("has a sample holding every node", () => {
    const sampled = new Set<string>();
    for (const name of Object.keys(MEDIA_NODE_SAMPLES)) typesIn(sampleDocument(name), sampled);
    expect(MEDIA_NODES.filter((name) => !sampled.has(name))).toEqual([]);
  });

  for (const name of Object.keys(MEDIA_NODE_SAMPLES)) {
    describe(name, () => {
      const document = validateDocument(sampleDocument(name));
      const stored = document.toJSON();

      it("keeps every attribute through the server's HTML", () => {
        const html = renderDocumentHtml(stored);
        expect(html).toContain(`data-type="${name}"`);
        expect(generateJSON(html, extensions)).toEqual(stored);
      });

      it("keeps every attribute through Tiptap's HTML", () => {
        const html = generateHTML(stored, extensions);
        expect(generateJSON(html, extensions)).toEqual(stored);
      });
    });
  }

  it("fills the spec's defaults for a bare node", () => {
    const image = validateDocument({ type: "doc", content: [{ type: "imageBlock" }] }).firstChild;
    expect(image?.attrs).toMatchObject({
      version: 2,
      width: "100%",
      height: "auto",
      type: "CENTER",
      isGif: "N",
      showLoading: "N",
    });
    const floating = validateDocument({ type: "doc", content: [{ type: "floatingImage" }] }).firstChild;
    expect(floating?.attrs).toMatchObject({ alignX: "RIGHT", width: "260px", captionType: "IMAGE" });
    const video = validateDocument({ type: "doc", content: [{ type: "videoBox" }] }).firstChild;
    expect(video?.attrs).toMatchObject({
      version: 2,
      layout: "layout-001",
      useBookLayout: "Y",
      useBookCover: "Y",
      useCustomCover: "N",
      fromResLib: "N",
      fromZjy: "N",
      kgPoints: [],
      transformObj: null,
    });
    const gallery = validateDocument({ type: "doc", content: [{ type: "galleryBox" }] }).firstChild;
    expect(gallery?.attrs).toMatchObject({ type: "one-to-many", imagesInfo: [], currentImageIndex: 0 });
    const card = validateDocument({ type: "doc", content: [{ type: "knowledgeGraphCard" }] }).firstChild;
    expect(card?.attrs).toMatchObject({
      graphNodeType: "KnowPoint",
      viewType: "Tree",
      knowPointDescStatus: "success",
      knowPointDescDisplay: "SHOW",
    });
  });
});
