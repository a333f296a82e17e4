// @vitest-environment jsdom
// Popups in the reader: a button opening an accessible dialog with the title, description and link.
import type { NodeJSON } from "@textbook/schema";
import { afterEach, expect, test } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhancePopups } from "./popups.ts";

afterEach(cleanUpPage);

const inParagraph = (node: NodeJSON): NodeJSON => ({ type: "paragraph", content: [node] });

test("the word opens a dialog with the description and the link; Esc closes it and the focus returns", () => {
  const root = renderedBlocks([
    inParagraph({
      type: "popup",
      attrs: {
        title: "光合作用",
        desc: "植物利用光能制造有机物",
        isLink: "Y",
        link: { type: "URL", url: "https://example.com/p" },
      },
    }),
  ]);
  enhancePopups(root, fakeContext());
  const trigger = root.querySelector("button");
  expect(trigger?.textContent).toBe("光合作用");
  expect(trigger?.getAttribute("aria-haspopup")).toBe("dialog");
  trigger?.focus();
  trigger?.click();
  const dialog = document.querySelector('[role="dialog"]');
  expect(dialog?.getAttribute("aria-modal")).toBe("true");
  expect(dialog?.getAttribute("aria-label")).toBe("光合作用");
  expect(dialog?.textContent).toContain("植物利用光能制造有机物");
  expect(dialog?.querySelector("a")?.getAttribute("href")).toBe("https://example.com/p");
  expect(document.activeElement?.textContent).toBe("关闭");
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test("a popup to a place in the book follows it through the shell; one without a description stays text", () => {
  const root = renderedBlocks([
    inParagraph({
      type: "popup",
      attrs: {
        type: "ICON",
        title: "注释",
        desc: "见第二章",
        isLink: "Y",
        link: { type: "BOOK", bookOid: "b1", chapterOid: "c2", sectionOid: "s1", fileOid: "f7" },
      },
    }),
    inParagraph({ type: "popup", attrs: { title: "空弹窗" } }),
  ]);
  const context = fakeContext();
  enhancePopups(root, context);
  const [icon] = Array.from(root.querySelectorAll("button"));
  expect(root.querySelectorAll("button")).toHaveLength(1);
  expect(icon?.getAttribute("aria-label")).toBe("查看弹窗：注释");
  icon?.click();
  (document.querySelector('[role="dialog"] p button') as HTMLButtonElement | null)?.click();
  expect(context.openFile).toHaveBeenCalledWith("f7", undefined);
  expect(document.querySelector('[role="dialog"]')).toBeNull();
});
