// @vitest-environment jsdom
// Document boxes in the reader: 预览 for a PDF and 下载, the edition's copy found by the file's oid and name.
import { afterEach, expect, test } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceDocumentBoxes } from "./document-boxes.ts";

afterEach(cleanUpPage);

test("a PDF previews and downloads; an Office file only downloads", () => {
  const root = renderedBlocks([
    { type: "documentBox", attrs: { fileOid: "d1", name: "讲义.pdf", title: "讲义" } },
    {
      type: "documentBox",
      attrs: { fileOid: "d2", name: "表格.xlsx", title: "表格" },
    },
  ]);
  enhanceDocumentBoxes(root, fakeContext());
  const [pdf, sheet] = Array.from(root.querySelectorAll<HTMLElement>('[data-type="documentBox"]'));
  expect(pdf?.querySelector("button")?.getAttribute("aria-label")).toBe("预览：讲义");
  const download = pdf?.querySelector("a");
  expect(download?.getAttribute("href")).toBe("/edition/e1/assets/d1.pdf");
  expect(download?.getAttribute("download")).toBe("讲义.pdf");
  expect(sheet?.querySelector("button")).toBeNull();
  expect(sheet?.querySelector("a")?.getAttribute("aria-label")).toBe("下载：表格");
});

test("the edition's copy is where the manifest says, whatever the file's name", () => {
  const root = renderedBlocks([
    { type: "documentBox", attrs: { fileOid: "d3", name: "讲义", title: "讲义" } },
  ]);
  const context = fakeContext();
  context.attachmentPath.mockImplementation((oid) => (oid === "d3" ? "assets/d3.pdf" : null));
  enhanceDocumentBoxes(root, context);
  expect(root.querySelector("a")?.getAttribute("href")).toBe("/edition/e1/assets/d3.pdf");
});
