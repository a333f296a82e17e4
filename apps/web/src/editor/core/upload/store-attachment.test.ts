// @vitest-environment happy-dom
import type { Attachment } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { testAttachment } from "../../test/attachment.ts";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";
import { findNodeByOid } from "./node-by-oid.ts";
import { storeAttachment } from "./store-attachment.ts";

const server = vi.hoisted(() => ({ poster: vi.fn() }));
vi.mock("../../../api/attachments.ts", () => ({ generatePoster: server.poster }));

function attachment(fields: Partial<Attachment>): Attachment {
  const video = { name: "file", mimeType: "video/mp4", extName: "mp4", size: 10, type: "VIDEO" as const };
  return testAttachment({ attachmentOid: "att", ...video, previewUrl: "/files/att/preview", ...fields });
}

const video = attachment({ attachmentOid: "vid-1", name: "实验.mp4", previewUrl: "/files/vid-1/preview" });
const frame = attachment({
  attachmentOid: "img-1",
  type: "IMAGE",
  extName: "jpg",
  mimeType: "image/jpeg",
  previewUrl: "/files/img-1/preview",
});

beforeEach(() => server.poster.mockReset());
afterEach(cleanUpEditors);

test("a stored video fills its box, then its first frame becomes the box's first-frame cover (content §3.8)", async () => {
  server.poster.mockResolvedValue(frame);
  const editor = blockEditor([{ type: "videoBox", attrs: { oid: "v1" } }]);
  expect(storeAttachment(editor, "v1", video)).toBe(true);
  expect(findNodeByOid(editor.state.doc, "v1")?.node.attrs).toMatchObject({
    fileOid: "vid-1",
    src: "/files/vid-1/preview",
    fileName: "实验.mp4",
  });
  await vi.waitFor(() =>
    expect(findNodeByOid(editor.state.doc, "v1")?.node.attrs).toMatchObject({
      firstFrameCoverAttOid: "img-1",
      firstFrameCoverSrc: "/files/img-1/preview",
    }),
  );
  expect(server.poster).toHaveBeenCalledWith("vid-1", { bypassError: true });
  // The cover came with the upload: undoing takes back the author's steps, not the frame.
  expect(editor.can().undo()).toBe(false);
});

test("a video replaced while its frame was taken keeps the new video's cover; no frame is only logged", async () => {
  let answer: (poster: Attachment) => void = () => {};
  server.poster
    .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    .mockResolvedValueOnce({ ...frame, attachmentOid: "img-2" });
  const editor = blockEditor([{ type: "videoBox", attrs: { oid: "v1" } }]);
  storeAttachment(editor, "v1", video);
  storeAttachment(editor, "v1", attachment({ attachmentOid: "vid-2" }));
  await vi.waitFor(() =>
    expect(findNodeByOid(editor.state.doc, "v1")?.node.attrs.firstFrameCoverAttOid).toBe("img-2"),
  );
  answer(frame);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(findNodeByOid(editor.state.doc, "v1")?.node.attrs.firstFrameCoverAttOid).toBe("img-2");

  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  server.poster.mockRejectedValueOnce(new Error("服务器未安装 ffmpeg"));
  const second = blockEditor([{ type: "videoBox", attrs: { oid: "v2" } }]);
  storeAttachment(second, "v2", video);
  await vi.waitFor(() => expect(errors).toHaveBeenCalled());
  expect(findNodeByOid(second.state.doc, "v2")?.node.attrs).toMatchObject({
    fileOid: "vid-1",
    firstFrameCoverAttOid: null,
  });
  errors.mockRestore();
});

test("images and audio ask for no frame; a stored upload state ends with the file", () => {
  const editor = blockEditor([
    {
      type: "imageBox",
      attrs: { oid: "i1" },
      content: [{ type: "imageBlock", attrs: { showLoading: "Y", process: "40" } }],
    },
    { type: "audioBox", attrs: { oid: "a1" } },
  ]);
  storeAttachment(editor, "i1", attachment({ attachmentOid: "img", type: "IMAGE", extName: "gif" }));
  storeAttachment(editor, "a1", attachment({ attachmentOid: "aud", type: "AUDIO", extName: "mp3" }));
  expect(server.poster).not.toHaveBeenCalled();
  expect(editor.state.doc.child(0).firstChild?.attrs).toMatchObject({
    fileOid: "img",
    isGif: "Y",
    showLoading: "N",
    process: null,
  });
});
