// @vitest-environment jsdom
// Links in the reader follow their targets: a heading of the open file, another file through the
// shell, a web address in a new tab; a deleted target shows the not-found placeholder.
import type { NodeJSON } from "@textbook/schema";
import { afterEach, expect, test } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceLinks } from "./links.ts";

afterEach(cleanUpPage);

const inParagraph = (node: NodeJSON): NodeJSON => ({ type: "paragraph", content: [node] });
const book = { bookOid: "b1", chapterOid: "c1", sectionOid: "s1" };

test("a link to a heading of the open file scrolls there and gives it the focus", () => {
  const root = renderedBlocks([
    inParagraph({ type: "link", attrs: { ...book, fileOid: "f1", headingOid: "h2", title: "看第二节" } }),
    { type: "heading", attrs: { level: 2, oid: "h2" }, content: [{ type: "text", text: "第二节" }] },
  ]);
  const context = fakeContext();
  enhanceLinks(root, context);
  root.querySelector("a")?.click();
  expect(document.activeElement?.textContent).toBe("第二节");
  expect(context.openFile).not.toHaveBeenCalled();
});

test("a link to another file opens it through the shell, at its heading", () => {
  const root = renderedBlocks([
    inParagraph({ type: "link", attrs: { ...book, fileOid: "f2", headingOid: "h9", title: "下一篇" } }),
  ]);
  const context = fakeContext();
  enhanceLinks(root, context);
  const anchor = root.querySelector("a");
  expect(anchor?.getAttribute("href")).toBe("#h9");
  anchor?.click();
  expect(context.openFile).toHaveBeenCalledWith("f2", "h9");
});

test("web addresses open in a new tab; a deleted target shows the placeholder", () => {
  const root = renderedBlocks([
    inParagraph({ type: "link", attrs: { type: "URL", url: "https://example.com", title: "网页" } }),
    inParagraph({ type: "link", attrs: { ...book, fileOid: "f3", isValid: "N", title: "旧链接" } }),
  ]);
  const stop = enhanceLinks(root, fakeContext());
  const anchor = root.querySelector("a");
  expect(anchor?.target).toBe("_blank");
  expect(anchor?.rel).toBe("noopener noreferrer");
  expect(root.querySelectorAll("a")).toHaveLength(1);
  expect(root.textContent).toContain("未找到跳转目标");
  stop();
  expect(root.querySelectorAll("a")).toHaveLength(2);
});

test("a link box leads to its simulation in a new tab", () => {
  const root = renderedBlocks([
    {
      type: "linkBox",
      attrs: { title: "实训项目", url: "https://vs.example.com/p", screenType: "PORTRAIT" },
    },
  ]);
  enhanceLinks(root, fakeContext());
  const anchor = root.querySelector("a");
  expect(anchor?.getAttribute("aria-label")).toBe("跳转到：实训项目");
  expect(anchor?.getAttribute("href")).toBe("https://vs.example.com/p");
});

test("a live cross reference leads to its figure in the file", () => {
  const root = renderedBlocks([
    inParagraph({
      type: "crossReference",
      attrs: { oid: "x1", targetOid: "box-1", content: "图1-1", type: 2, isLink: "Y" },
    }),
    {
      type: "imageBox",
      attrs: { oid: "box-1" },
      content: [{ type: "imageBlock", attrs: { src: "assets/p.png", alt: "装置" } }],
    },
  ]);
  enhanceLinks(root, fakeContext());
  const anchor = root.querySelector("a");
  expect(anchor?.textContent).toBe("图1-1");
  anchor?.click();
  expect((document.activeElement as HTMLElement | null)?.dataset.oid).toBe("box-1");
});
