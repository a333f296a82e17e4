// @vitest-environment jsdom
// enhanceBlocks runs every block over a rendered file and undoes it all before another file shows.
import { afterEach, expect, test } from "vitest";
import { enhanceBlocks } from "./index.ts";
import { cleanUpPage, fakeContext, renderedBlocks } from "./test-blocks.ts";

afterEach(cleanUpPage);

test("every block of a file is enhanced, and the cleanup gives back the rendered HTML", () => {
  const root = renderedBlocks([
    { type: "heading", attrs: { level: 1, oid: "h1" }, content: [{ type: "text", text: "第一节" }] },
    { type: "videoBox", attrs: { oid: "v1", src: "assets/v.mp4", title: "微课" } },
    { type: "codeBox", content: [{ type: "text", text: "let a = 1;" }] },
    { type: "interaction", attrs: { oid: "act-1", complete: "N" } },
  ]);
  const before = root.innerHTML;
  const stop = enhanceBlocks(root, fakeContext());
  expect(root.querySelector("video")).not.toBeNull();
  expect(root.querySelector('pre[role="region"]')).not.toBeNull();
  expect(root.textContent).toContain("互动练习尚未完成");
  stop();
  expect(root.innerHTML).toBe(before);
});
