// @vitest-environment happy-dom
import { AUDIO_VIDEO_TEXTS } from "@textbook/shared";
import { afterEach, expect, test } from "vitest";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import { mediaLinks } from "../../core/media-links/media-links.ts";
import { testAttachment } from "../../test/attachment.ts";
import { blockView, cleanUpEditors, setBlockAttributes } from "../../test/block-editor.ts";

afterEach(cleanUpEditors);

function boxOf(type: string, attrs: Record<string, unknown>) {
  const { editor, dom } = blockView({ type, attrs });
  return { editor, box: dom };
}

const attachment = (oid: string, previewUrl: string) => testAttachment({ attachmentOid: oid, previewUrl });
const part = (box: HTMLElement, name: string) => box.querySelector<HTMLElement>(`.tb-media-box__${name}`);
const textOrder = (box: HTMLElement) =>
  [...(part(box, "text")?.children ?? [])].map((child) => child.classList[0]?.replace("tb-media-box__", ""));

test("a video box plays its file under its first-frame cover, with icon, type label and title", () => {
  const { box } = boxOf("videoBox", {
    oid: "v1",
    fileOid: "file-1",
    src: "/files/v.mp4",
    title: "细胞分裂",
    typeName: "微课",
    firstFrameCoverSrc: "/files/frame.jpg",
  });
  const video = box.querySelector("video");
  expect(video?.getAttribute("src")).toBe("/files/v.mp4");
  // Its controls come with its first play; until then the cover lies over it.
  expect(video?.hasAttribute("controls")).toBe(false);
  video?.dispatchEvent(new Event("play"));
  expect(video?.hasAttribute("controls")).toBe(true);
  expect(box.dataset.started).toBe("true");
  expect(box.querySelector<HTMLImageElement>(".tb-media-box__poster img")?.getAttribute("src")).toBe(
    "/files/frame.jpg",
  );
  expect(part(box, "type")?.textContent).toBe("微课");
  expect((part(box, "title") as HTMLInputElement).value).toBe("细胞分裂");
  expect(part(box, "icon")?.getAttribute("src")).toBe(builtinIcon("video"));
  expect(box.dataset.layout).toBe("layout-001");
  expect(box.dataset.playable).toBe("true");
  expect(textOrder(box)).toEqual(["icon", "type", "title"]);
});

test("the displayed addresses come from the media links, not the stored (expiring) ones", () => {
  const { editor, box } = boxOf("videoBox", {
    fileOid: "file-1",
    src: "/old/v.mp4",
    firstFrameCoverAttOid: "frame-1",
    firstFrameCoverSrc: "/old/frame.jpg",
  });
  mediaLinks(editor).add(attachment("file-1", "/fresh/v.mp4"));
  mediaLinks(editor).add(attachment("frame-1", "/fresh/frame.jpg"));
  expect(box.querySelector("video")?.getAttribute("src")).toBe("/fresh/v.mp4");
  expect(box.querySelector(".tb-media-box__poster img")?.getAttribute("src")).toBe("/fresh/frame.jpg");
});

test("a custom cover shows once the box leaves the book's cover and picks its own", () => {
  const attrs = { fileOid: "f", src: "/v.mp4", coverSrc: "/custom.jpg", firstFrameCoverSrc: "/frame.jpg" };
  const { editor, box } = boxOf("videoBox", attrs);
  const cover = () => box.querySelector(".tb-media-box__poster img")?.getAttribute("src");
  expect(cover()).toBe("/frame.jpg");
  setBlockAttributes(editor, "videoBox", { useBookCover: "N", useCustomCover: "Y" });
  expect(cover()).toBe("/custom.jpg");
});

test("switching the layout rearranges the same elements: the player is never rebuilt", () => {
  const { editor, box } = boxOf("videoBox", { fileOid: "f", src: "/v.mp4", title: "实验" });
  const video = box.querySelector("video");
  setBlockAttributes(editor, "videoBox", { useBookLayout: "N", layout: "layout-004" });
  expect(box.dataset.layout).toBe("layout-004");
  expect(box.dataset.arrangement).toBe("side");
  expect(box.dataset.textFirst).toBe("true");
  expect(box.querySelector("video")).toBe(video);
  setBlockAttributes(editor, "videoBox", { layout: "layout-007" });
  expect(box.dataset.centred).toBe("true");
  expect(textOrder(box)).toEqual(["type", "title", "icon"]);
  setBlockAttributes(editor, "videoBox", { layout: "layout-005" });
  expect(box.dataset.arrangement).toBe("overlay");
  expect(textOrder(box)).toEqual(["type", "title"]);
});

test("a video box without a file says so and offers no play button", () => {
  const { box } = boxOf("videoBox", { title: "待上传" });
  expect(part(box, "status")?.textContent).toBe(AUDIO_VIDEO_TEXTS.video.notUploaded);
  expect(box.dataset.playable).toBeUndefined();
  expect(box.querySelector("video")?.hasAttribute("src")).toBe(false);
});

test("a video that cannot be played says so in Chinese", () => {
  const { box } = boxOf("videoBox", { fileOid: "f", src: "/broken.mp4" });
  box.querySelector("video")?.dispatchEvent(new Event("error"));
  expect(part(box, "status")?.textContent).toBe(AUDIO_VIDEO_TEXTS.video.unplayable);
});

test("the title is edited in place and written to the node in one step", () => {
  const { editor, box } = boxOf("videoBox", { fileOid: "f", src: "/v.mp4", title: "旧标题" });
  const title = part(box, "title") as HTMLInputElement;
  title.value = "  新标题 ";
  title.dispatchEvent(new Event("change"));
  let stored: unknown;
  editor.state.doc.descendants((node) => {
    if (node.type.name === "videoBox") stored = node.attrs.title;
  });
  expect(stored).toBe("新标题");
});

test("the card's own background, border and fonts are applied; an http background is an image", () => {
  const { box } = boxOf("videoBox", {
    background: "https://cdn.example.com/bg.png",
    borderColor: "#ff0000",
    borderWidth: "2",
    borderStyle: "dashed",
    zhFontFamily: "serif",
  });
  expect(box.style.background).toContain("url(");
  expect(box.style.borderWidth).toBe("2px");
  expect(box.style.borderStyle).toBe("dashed");
  expect(box.style.fontFamily).toBe("sans-serif");
});

test("an audio box plays with <audio controls>; its illustration follows the layout", () => {
  const { editor, box } = boxOf("audioBox", { fileOid: "a", src: "/a.mp3", title: "课文朗读" });
  expect(box.querySelector("audio")?.getAttribute("src")).toBe("/a.mp3");
  expect(box.querySelector("audio")?.hasAttribute("controls")).toBe(true);
  // layout-001 has no illustration; layout-002 shows the book's (a built-in picture).
  expect(part(box, "media")?.hidden).toBe(true);
  setBlockAttributes(editor, "audioBox", { useBookLayout: "N", layout: "layout-002" });
  expect(part(box, "media")?.hidden).toBe(false);
  expect(part(box, "picture")?.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  setBlockAttributes(editor, "audioBox", {
    useBookIllustration: "N",
    useCustomIllustration: "Y",
    illustration: "/own.png",
  });
  expect(part(box, "picture")?.getAttribute("src")).toBe("/own.png");
  expect(textOrder(box)).toEqual(["icon", "title", "player", "status"]);
});

test("a video block is a bare player with its cover", () => {
  const { box } = boxOf("videoBlock", { src: "/v.mp4", coverSrc: "/cover.jpg" });
  expect(box.dataset.arrangement).toBe("bare");
  expect(box.querySelector("video")?.getAttribute("src")).toBe("/v.mp4");
  expect(box.querySelector(".tb-media-box__poster img")?.getAttribute("src")).toBe("/cover.jpg");
  expect(part(box, "text")?.hidden).toBe(true);
});

test("pressing the player or the title selects the box, so its style panel opens; a reader's press selects nothing", () => {
  const { editor, box } = boxOf("videoBox", { oid: "v1", src: "/files/v.mp4" });
  const selected = () => {
    const { selection } = editor.state;
    return "node" in selection ? (selection.node as { type: { name: string } }).type.name : null;
  };
  expect(selected()).toBeNull();
  part(box, "title")?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
  expect(selected()).toBe("videoBox");
  expect(editor.state.selection.from).toBe(editor.state.doc.child(0).nodeSize);

  const reader = boxOf("audioBox", { oid: "a1", src: "/files/a.mp3" });
  reader.editor.setEditable(false);
  reader.box.querySelector("audio")?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
  expect("node" in reader.editor.state.selection).toBe(false);
});
