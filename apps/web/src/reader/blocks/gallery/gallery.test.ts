// @vitest-environment jsdom
// Galleries in the reader: a carousel worked by its buttons and the arrow keys, one picture at a time.
import { afterEach, expect, test } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceGalleries } from "./gallery.ts";

afterEach(cleanUpPage);

const image = (index: number, title: string | null, src: string | null) => ({
  fileOid: `g-${index}`,
  index,
  title,
  desc: null,
  note: null,
  src,
  state: src ? "SUCCESS" : "WAITING",
  isEnhanced: "N",
});

test("one picture shows at a time; 下一张 and the arrow keys move, and the status says which", () => {
  const root = renderedBlocks([
    {
      type: "galleryBox",
      attrs: {
        imagesInfo: [image(0, "甲", "assets/g0.png"), image(1, null, "assets/g1.png"), image(2, "丙", null)],
      },
      content: [
        {
          type: "galleryCover",
          content: [
            { type: "paragraph", content: [{ type: "text", text: "校园" }] },
            { type: "paragraph", content: [{ type: "text", text: "四季风光" }] },
          ],
        },
      ],
    },
  ]);
  const stop = enhanceGalleries(root, fakeContext());
  const carousel = root.querySelector("section");
  expect(carousel?.getAttribute("aria-label")).toBe("图集：校园");
  const shown = () => Array.from(root.querySelectorAll("figure")).filter((figure) => !figure.hidden);
  expect(root.querySelectorAll("figure")).toHaveLength(2);
  expect(shown()[0]?.querySelector("img")?.getAttribute("alt")).toBe("甲");
  expect(shown()[0]?.querySelector("img")?.getAttribute("src")).toBe("/edition/e1/assets/g0.png");
  expect(root.querySelector('[aria-live="polite"]')?.textContent).toBe("第 1 张，共 2 张");
  const next = Array.from(root.querySelectorAll("button")).find((button) => button.textContent === "下一张");
  next?.click();
  expect(shown()[0]?.querySelector("img")?.getAttribute("alt")).toBe("第 2 张，共 2 张");
  carousel?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  expect(root.querySelector('[aria-live="polite"]')?.textContent).toBe("第 1 张，共 2 张");
  carousel?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
  expect(root.querySelector('[aria-live="polite"]')?.textContent).toBe("第 2 张，共 2 张");
  stop();
  expect(root.querySelector("section")).toBeNull();
});
