// @vitest-environment happy-dom
// 从学科资源库选择 in the block menu: offered for the boxes the library fills only when the shell §6
// rule holds; a resource inserts its box with fromResLib "Y", resLibOid and the book's copy.
import type { Attachment } from "@textbook/shared";
import { afterEach, expect, test } from "vitest";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { blockMenuEntries, LIBRARY_SECTION } from "./block-menu-entries.ts";
import { hoveredBlock } from "./hovered-block.ts";
import { insertFromLibrary } from "./run-block-menu-entry.ts";

afterEach(cleanUpEditors);

const copy: Attachment = {
  attachmentOid: "copy-1",
  name: "平行四边形定则.png",
  mimeType: "image/png",
  extName: "png",
  size: 1024,
  type: "IMAGE",
  category: null,
  state: "READY",
  bookOid: "book-1",
  width: 640,
  height: 360,
  thumbnailUrl: null,
  previewUrl: "/api/files/copy-1/preview?sig=x",
  createdAt: "2026-11-20T07:13:00.000Z",
};

function firstBlock() {
  const editor = blockEditor([paragraph("前"), paragraph("后")]);
  const block = hoveredBlock(editor.state.doc, 1, 0);
  if (!block) throw new Error("no hovered block");
  return { editor, block };
}

const libraryKeys = (library: boolean) => {
  const { editor, block } = firstBlock();
  return blockMenuEntries(editor, block, library)
    .flatMap((group) => group.entries)
    .map((entry) => entry.key)
    .filter((key) => key.startsWith(`${LIBRARY_SECTION}:`));
};

test("the library's entries show only when the library may be used", () => {
  expect(libraryKeys(false)).toEqual([]);
  expect(libraryKeys(true)).toEqual(["library:imageBox", "library:videoBox", "library:threeDBox"]);
});

test("a resource inserts an image box after the block, marked as the library's and filled", () => {
  const { editor, block } = firstBlock();
  expect(insertFromLibrary(editor, block, "imageBox", { attachment: copy, resLibOid: "res-1" })).toBe(true);
  const box = editor.state.doc.child(1);
  expect(box.type.name).toBe("imageBox");
  expect([box.attrs.fromResLib, box.attrs.resLibOid]).toEqual(["Y", "res-1"]);
  const image = box.child(0);
  expect([image.attrs.fileOid, image.attrs.src, image.attrs.originWidth]).toEqual([
    "copy-1",
    copy.previewUrl,
    640,
  ]);
});

test("a 3D resource fills a 3D box with its file, name and title", () => {
  const { editor, block } = firstBlock();
  const model = {
    ...copy,
    attachmentOid: "model-1",
    name: "分子模型.glb",
    type: "3D" as const,
    extName: "glb",
  };
  expect(insertFromLibrary(editor, block, "threeDBox", { attachment: model, resLibOid: "res-3" })).toBe(true);
  const box = editor.state.doc.child(1);
  expect([box.type.name, box.attrs.fromResLib, box.attrs.resLibOid, box.attrs.fileOid]).toEqual([
    "threeDBox",
    "Y",
    "res-3",
    "model-1",
  ]);
  const title = box.content.content.find((child) => child.type.name === "threeDTitle");
  expect(title?.attrs.title).toBe("分子模型");
});
