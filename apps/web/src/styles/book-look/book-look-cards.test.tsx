// @vitest-environment happy-dom
// Cards take what CSS cannot carry from the book look store that BookStyleRoot fills: the layout,
// a custom block icon and the video poster, at once when a live message changes them.
import { act, cleanup, render } from "@testing-library/react";
import { UPDATE_CUSTOM_STYLE } from "@textbook/shared";
import { afterEach, expect, test } from "vitest";
import { builtinIcon } from "../../editor/core/media-card/builtin-pictures.ts";
import { blockView, cleanUpEditors, setBlockAttributes } from "../../editor/test/block-editor.ts";
import { BookStyleRoot } from "./book-style-root.tsx";

afterEach(() => {
  cleanup();
  cleanUpEditors();
});

function update(key: string, value: string) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: UPDATE_CUSTOM_STYLE, key, value },
        origin: window.location.origin,
      }),
    );
  });
}

const videoBox = () =>
  blockView({
    type: "videoBox",
    attrs: { oid: "v1", src: "/files/v.mp4", firstFrameCoverSrc: "/files/frame.jpg" },
  });

test("a video card following the book takes the book's layout, and the next one a live message sets", () => {
  render(<BookStyleRoot items={[{ itemKey: "video.layout", itemValue: "layout-003" }]} live />);
  const { editor, dom: box } = videoBox();
  expect(box.dataset.layout).toBe("layout-003");
  update("video.layout", "layout-005");
  expect(box.dataset.layout).toBe("layout-005");
  // A layout of its own wins over the book's.
  setBlockAttributes(editor, "videoBox", { useBookLayout: "N", layout: "layout-002" });
  expect(box.dataset.layout).toBe("layout-002");
  update("video.layout", "layout-004");
  expect(box.dataset.layout).toBe("layout-002");
});

test("a custom book icon replaces the built-in one until the card stores its own", () => {
  render(<BookStyleRoot items={[]} live />);
  const { dom: box } = videoBox();
  const icon = () => box.querySelector<HTMLImageElement>(".tb-media-box__icon")?.getAttribute("src");
  expect(icon()).toBe(builtinIcon("video"));
  update("page.icon.video.image", "https://cdn.example.com/video-icon.png");
  expect(icon()).toBe(builtinIcon("video"));
  update("page.icon.video.state", "custom");
  expect(icon()).toBe("https://cdn.example.com/video-icon.png");
});

test("the book's poster covers a video following the book's cover once its type is custom", () => {
  render(<BookStyleRoot items={[]} live />);
  const { dom: box } = videoBox();
  const poster = () => box.querySelector<HTMLImageElement>(".tb-media-box__poster img")?.getAttribute("src");
  expect(poster()).toBe("/files/frame.jpg");
  update("video.poster.image", "https://cdn.example.com/poster.png");
  update("video.poster.type", "custom");
  expect(poster()).toBe("https://cdn.example.com/poster.png");
  update("video.poster.type", "default");
  expect(poster()).toBe("/files/frame.jpg");
});
