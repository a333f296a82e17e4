// @vitest-environment jsdom
// Extended reading in the reader: the card lists its resources (web addresses, the edition's copies
// of book files); an inline reading opens the list in a dialog.
import { afterEach, expect, test } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceReadings } from "./readings.ts";

afterEach(cleanUpPage);

const resources = [
  { kind: "LINK", title: "牛顿传", url: "https://example.com/newton" },
  { kind: "ATTACHMENT", title: "讲义", attachmentOid: "r1", fileName: "讲义.PDF" },
];

test("the card lists the reading's resources, files as the edition's copies", () => {
  const root = renderedBlocks([
    { type: "extendedReading", attrs: { title: "科学家的故事", typeName: "拓展阅读", resources } },
  ]);
  const stop = enhanceReadings(root, fakeContext());
  const links = Array.from(root.querySelectorAll("a"));
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["牛顿传", "https://example.com/newton"],
    ["讲义", "/edition/e1/assets/r1.pdf"],
  ]);
  expect(root.querySelector("ul")?.getAttribute("aria-label")).toBe("阅读资源");
  stop();
  expect(root.querySelector("a")).toBeNull();
});

test("an inline reading opens its resources in a dialog", () => {
  const root = renderedBlocks([
    {
      type: "paragraph",
      content: [{ type: "extendedReadingInline", attrs: { title: "小故事", resources: [resources[0]] } }],
    },
  ]);
  enhanceReadings(root, fakeContext());
  root.querySelector("button")?.click();
  const dialog = document.querySelector('[role="dialog"]');
  expect(dialog?.getAttribute("aria-label")).toBe("小故事");
  expect(dialog?.querySelector("a")?.getAttribute("href")).toBe("https://example.com/newton");
});
