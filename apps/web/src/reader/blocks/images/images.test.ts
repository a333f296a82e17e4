// @vitest-environment jsdom
// Pictures in the reader carry a text alternative from what the author wrote; decorative ones an
// empty one; the edition's relative addresses go through the shell.
import { afterEach, expect, test } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceImages } from "./images.ts";

afterEach(cleanUpPage);

test("alt comes from the picture's alt, else its caption's title; decorative pictures get an empty one", () => {
  const root = renderedBlocks([
    { type: "imageBlock", attrs: { src: "assets/p1.png", alt: "示意图" } },
    {
      type: "imageBox",
      content: [
        { type: "imageBlock", attrs: { src: "assets/p2.png" } },
        {
          type: "caption",
          attrs: { oid: "cap-1", type: "IMAGE", index: 1, chapterIndex: 1 },
          content: [{ type: "text", text: "实验装置" }],
        },
      ],
    },
    { type: "illustration", attrs: { src: "https://cdn.example.com/il.png" } },
  ]);
  const stop = enhanceImages(root, fakeContext());
  const [first, second, third] = Array.from(root.querySelectorAll("img"));
  expect(first?.getAttribute("alt")).toBe("示意图");
  expect(first?.getAttribute("src")).toBe("/edition/e1/assets/p1.png");
  expect(second?.getAttribute("alt")).toBe("实验装置");
  expect(third?.getAttribute("alt")).toBe("");
  expect(third?.getAttribute("src")).toBe("https://cdn.example.com/il.png");
  stop();
  expect(second?.hasAttribute("alt")).toBe(false);
  expect(first?.getAttribute("src")).toBe("assets/p1.png");
});
