// @vitest-environment happy-dom
import { IMAGE_TEXTS } from "@textbook/shared";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors } from "../test/block-editor.ts";

afterEach(cleanUpEditors);

test("an image box shows its image at its stored width, with its numbered caption below", () => {
  const editor = blockEditor([
    {
      type: "imageBox",
      content: [
        { type: "imageBlock", attrs: { src: "/files/cell.png", alt: "细胞", width: "60%" } },
        {
          type: "caption",
          attrs: { oid: "c1", type: "IMAGE", index: 1, chapterIndex: 3 },
          content: [{ type: "text", text: "细胞结构" }],
        },
      ],
    },
  ]);
  const image = editor.view.dom.querySelector<HTMLImageElement>('[data-type="imageBlock"] img');
  expect(image?.getAttribute("src")).toBe("/files/cell.png");
  expect(image?.alt).toBe("细胞");
  expect(image?.closest<HTMLElement>(".tb-image__frame")?.style.width).toBe("60%");
  expect(editor.view.dom.querySelector(".tb-caption__label")?.textContent).toBe("图3-1");
});

test("an image without an address offers to pick one instead of using a script address", () => {
  const editor = blockEditor([
    { type: "paragraph", content: [{ type: "inlineImage", attrs: { src: "javascript:alert(1)" } }] },
  ]);
  const image = editor.view.dom.querySelector<HTMLElement>('[data-type="inlineImage"]');
  expect(image?.querySelector("img")).toBeNull();
  expect(image?.querySelector(".tb-image__placeholder")?.textContent).toContain(IMAGE_TEXTS.pickImage);
});
