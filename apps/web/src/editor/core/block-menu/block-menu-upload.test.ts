// @vitest-environment happy-dom
// Media choices of the block menu: the file dialog comes first, and a block appears only with a file.
import type { Attachment } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import type { EditorUpload } from "../upload/editor-uploads.ts";
import { hoveredBlock } from "./hovered-block.ts";
import { runBlockMenuEntry } from "./run-block-menu-entry.ts";

const picked = vi.hoisted(() => ({ files: [] as File[], accept: "", multiple: false }));
const queued = vi.hoisted(() => ({ uploads: [] as EditorUpload[] }));

vi.mock("../upload/pick-files.ts", () => ({
  pickFiles: async (accept: string, options: { multiple?: boolean } = {}) => {
    picked.accept = accept;
    picked.multiple = options.multiple ?? false;
    return picked.files;
  },
}));

vi.mock("../upload/editor-uploads.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../upload/editor-uploads.ts")>()),
  enqueueUpload: (_editor: unknown, upload: EditorUpload) => {
    queued.uploads.push(upload);
    return true;
  },
}));

beforeEach(() => {
  picked.files = [];
  queued.uploads = [];
});
afterEach(cleanUpEditors);

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

function chooseAfterFirstParagraph(key: string) {
  const editor = blockEditor([paragraph("前"), paragraph("后")]);
  const block = hoveredBlock(editor.state.doc, 1, 0);
  if (!block) throw new Error("no hovered block");
  runBlockMenuEntry(editor, block, `block:${key}`);
  return editor;
}

test("a cancelled file dialog inserts nothing", async () => {
  const editor = chooseAfterFirstParagraph("imageBox");
  await vi.waitFor(() => expect(picked.accept).toContain(".png"));
  expect(editor.state.doc.childCount).toBe(2);
  expect(queued.uploads).toHaveLength(0);
});

test("a picked image inserts an image box after the hovered block and fills its image when stored", async () => {
  picked.files = [png("细胞.png")];
  const editor = chooseAfterFirstParagraph("imageBox");
  await vi.waitFor(() => expect(queued.uploads).toHaveLength(1));
  const box = editor.state.doc.child(1);
  expect(box.type.name).toBe("imageBox");
  const [upload] = queued.uploads;
  expect(upload?.nodeOid).toBe(box.attrs.oid);
  expect(upload?.attachmentType).toBe("IMAGE");
  upload?.onStored({
    attachmentOid: "att-1",
    previewUrl: "/files/cell.png",
    extName: "png",
    width: 640,
    height: 480,
    name: "细胞.png",
  } as Attachment);
  expect(editor.state.doc.child(1).firstChild?.attrs).toMatchObject({
    fileOid: "att-1",
    src: "/files/cell.png",
    originWidth: 640,
    isGif: "N",
  });
});

test("a gallery takes several files, each an image WAITING for its upload", async () => {
  picked.files = [png("一.png"), png("二.png")];
  const editor = chooseAfterFirstParagraph("galleryBox");
  await vi.waitFor(() => expect(queued.uploads).toHaveLength(2));
  expect(picked.multiple).toBe(true);
  const gallery = editor.state.doc.child(1);
  expect(gallery.type.name).toBe("galleryBox");
  expect(gallery.attrs.imagesInfo.map((image: { state: string }) => image.state)).toEqual([
    "WAITING",
    "WAITING",
  ]);
});

test("a gallery whose files are all refused is not left empty in the document", async () => {
  picked.files = [new File(["x"], "说明.txt", { type: "text/plain" })];
  const editor = chooseAfterFirstParagraph("galleryBox");
  await vi.waitFor(() => expect(picked.multiple).toBe(true));
  await vi.waitFor(() => expect(editor.state.doc.childCount).toBe(2));
  expect(queued.uploads).toHaveLength(0);
});

const mp4 = (name: string) => new File([new Uint8Array([0, 0, 0, 24])], name, { type: "video/mp4" });

test("video and audio boxes ask for MP4 and MP3 files and take the file as their own", async () => {
  picked.files = [mp4("实验.mp4")];
  const editor = chooseAfterFirstParagraph("videoBox");
  await vi.waitFor(() => expect(queued.uploads).toHaveLength(1));
  expect(picked.accept).toBe(".mp4");
  const video = editor.state.doc.child(1);
  expect(video.type.name).toBe("videoBox");
  expect(queued.uploads[0]).toMatchObject({ nodeOid: video.attrs.oid, attachmentType: "VIDEO" });

  picked.files = [new File([new Uint8Array([73, 68, 51])], "朗读.mp3", { type: "audio/mpeg" })];
  queued.uploads = [];
  const audioEditor = chooseAfterFirstParagraph("audioBox");
  await vi.waitFor(() => expect(queued.uploads).toHaveLength(1));
  expect(picked.accept).toBe(".mp3");
  expect(audioEditor.state.doc.child(1).type.name).toBe("audioBox");
  queued.uploads[0]?.onStored({
    attachmentOid: "att-a",
    previewUrl: "/files/a.mp3",
    name: "朗读.mp3",
  } as Attachment);
  expect(audioEditor.state.doc.child(1).attrs).toMatchObject({ fileOid: "att-a", name: "朗读.mp3" });
});

test("a floating image starts right of the text at 260px", async () => {
  picked.files = [png("地图.png")];
  const editor = chooseAfterFirstParagraph("floatingImage");
  await vi.waitFor(() => expect(queued.uploads).toHaveLength(1));
  expect(editor.state.doc.child(1).attrs).toMatchObject({ alignX: "RIGHT", width: "260px" });
});

test("inline pictures and media go into the hovered paragraph only once a file is picked", async () => {
  const editor = blockEditor([paragraph("前"), paragraph("后")]);
  const block = hoveredBlock(editor.state.doc, 1, 0);
  if (!block) throw new Error("no hovered block");
  runBlockMenuEntry(editor, block, "inline:iconImage");
  await vi.waitFor(() => expect(picked.accept).toContain(".png"));
  expect(editor.state.doc.child(0).childCount).toBe(1);

  picked.files = [png("星.png")];
  runBlockMenuEntry(editor, block, "inline:iconImage");
  await vi.waitFor(() => expect(queued.uploads).toHaveLength(1));
  const inline = () => editor.state.doc.child(0).content.content.map((node) => node.type.name);
  // At the cursor, which stands at the paragraph's start.
  expect(inline()).toEqual(["iconImage", "text"]);
  const icon = editor.state.doc.child(0).firstChild;
  expect(queued.uploads[0]).toMatchObject({ nodeOid: icon?.attrs.oid, attachmentType: "IMAGE" });

  picked.files = [mp4("片段.mp4")];
  runBlockMenuEntry(editor, { ...block, node: editor.state.doc.child(0) }, "inline:inlineVideo");
  await vi.waitFor(() => expect(queued.uploads).toHaveLength(2));
  expect(picked.accept).toBe(".mp4");
  expect(inline()).toContain("inlineVideo");
});
