// @vitest-environment jsdom
// Code boxes in the reader: a named region the keyboard reaches, and a copy button.
import { afterEach, expect, test, vi } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceCodeBoxes } from "./code-boxes.ts";

afterEach(() => {
  cleanUpPage();
  vi.unstubAllGlobals();
});

test("the code is a focusable region named by its language, and 复制代码 copies it", async () => {
  const writeText = vi.fn(async () => {});
  vi.stubGlobal("navigator", { clipboard: { writeText } });
  const root = renderedBlocks([
    { type: "codeBox", attrs: { lang: "Python" }, content: [{ type: "text", text: "print(1)" }] },
  ]);
  const stop = enhanceCodeBoxes(root, fakeContext());
  const pre = root.querySelector("pre");
  expect(pre?.getAttribute("role")).toBe("region");
  expect(pre?.getAttribute("aria-label")).toBe("Python 代码");
  expect(pre?.tabIndex).toBe(0);
  const copy = root.querySelector("button");
  copy?.click();
  await vi.waitFor(() => expect(copy?.textContent).toBe("已复制"));
  expect(writeText).toHaveBeenCalledWith("print(1)");
  stop();
  expect(root.querySelector("button")).toBeNull();
  expect(pre?.hasAttribute("role")).toBe(false);
});
