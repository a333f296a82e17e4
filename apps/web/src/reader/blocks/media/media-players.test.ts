// @vitest-environment jsdom
// Video and audio in the reader: the boxes become named players of the edition's files, inline media
// open their player in a dialog, and a medium the edition lacks says so.
import type { NodeJSON } from "@textbook/schema";
import { afterEach, expect, test } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceMedia } from "./media-players.ts";

afterEach(cleanUpPage);

const paragraph = (...content: NodeJSON[]): NodeJSON => ({ type: "paragraph", content });

test("a video box becomes the browser's player of the edition's file, named by its title", () => {
  const root = renderedBlocks([
    {
      type: "videoBox",
      attrs: { oid: "v1", fileOid: "a1", src: "assets/a1.mp4", coverSrc: "assets/c1.png", title: "牛顿定律" },
    },
    { type: "audioBox", attrs: { fileOid: "a2", src: "assets/a2.mp3", title: "课文朗读" } },
  ]);
  const stop = enhanceMedia(root, fakeContext());
  const video = root.querySelector("video");
  expect(video?.getAttribute("src")).toBe("/edition/e1/assets/a1.mp4");
  expect(video?.getAttribute("poster")).toBe("/edition/e1/assets/c1.png");
  expect(video?.hasAttribute("controls")).toBe(true);
  expect(video?.getAttribute("aria-label")).toBe("视频：牛顿定律");
  expect(root.querySelector("figcaption")?.textContent).toBe("牛顿定律");
  expect(root.querySelector("audio")?.getAttribute("aria-label")).toBe("音频：课文朗读");
  stop();
  expect(root.querySelector("video")).toBeNull();
  expect(root.querySelector('[data-type="videoBox"]')?.textContent).toBe("牛顿定律");
});

test("a box without its file says the resource is not available", () => {
  const root = renderedBlocks([{ type: "videoBox", attrs: { oid: "v1", title: "未上传" } }]);
  enhanceMedia(root, fakeContext());
  expect(root.querySelector("video")).toBeNull();
  expect(root.querySelector('[role="note"]')?.textContent).toBe("该资源暂不可用");
});

test("an inline audio is a button that opens its player in a dialog, and Esc closes it", () => {
  const root = renderedBlocks([
    paragraph(
      { type: "text", text: "请 " },
      { type: "inlineAudio", attrs: { fileOid: "a3", src: "assets/a3.mp3", title: "听一听" } },
    ),
  ]);
  enhanceMedia(root, fakeContext());
  const button = root.querySelector("button");
  expect(button?.getAttribute("aria-label")).toBe("播放：听一听");
  button?.focus();
  button?.click();
  const dialog = document.querySelector('[role="dialog"]');
  expect(dialog?.getAttribute("aria-label")).toBe("听一听");
  expect(dialog?.querySelector("audio")?.getAttribute("src")).toBe("/edition/e1/assets/a3.mp3");
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  expect(document.activeElement).toBe(button);
});
