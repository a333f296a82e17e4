// @vitest-environment happy-dom
// The mind-map placeholder and card in the editor, against a stubbed dialog and stubbed calls: the
// card drawn from its attributes, a placeholder that becomes a card when its map is saved, a card
// reopened and saved again, and a copy to another file.
import type { Attachment, ChapterNode, MindMap } from "@textbook/shared";
import { EDITOR_BLOCK_TEXTS, KNOWLEDGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { afterEach, expect, test, vi } from "vitest";
import { mediaLinks } from "../../../core/media-links/media-links.ts";
import { testAttachment } from "../../../test/attachment.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../../test/block-editor.ts";
import { contentFile, HERE, oneSectionTree } from "../../../test/book-tree.ts";
import { copyTargets } from "./copy-mind-map-panel.ts";
import type { MindMapDialogOptions } from "./mind-map-dialog.ts";

const calls = vi.hoisted(() => ({
  dialog: vi.fn(),
  fetch: vi.fn(),
  cover: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  copy: vi.fn(),
  tree: vi.fn(),
}));
vi.mock("./mind-map-dialog.ts", () => ({ openMindMapDialog: calls.dialog }));
vi.mock("../../../../api/mind-maps.ts", () => ({
  fetchMindMap: calls.fetch,
  storeMindMapCover: calls.cover,
  createMindMap: calls.create,
  updateMindMap: calls.update,
  copyMindMap: calls.copy,
}));
vi.mock("../../link/book-trees.ts", () => ({ bookTree: calls.tree }));

afterEach(() => {
  cleanUpEditors();
  vi.clearAllMocks();
});

const TEXTS = KNOWLEDGE_TEXTS.mindMap;
const data = { nodeData: { id: "root", topic: "细胞", children: [{ id: "a", topic: "细胞膜" }] } };

function coverAttachment(oid: string): Attachment {
  const svg = { name: `${oid}.svg`, mimeType: "image/svg+xml", extName: "svg", size: 10 };
  return testAttachment({ attachmentOid: oid, ...svg, previewUrl: `/fresh/${oid}.svg` });
}

function storedMap(oid: string, title: string): MindMap {
  return {
    oid,
    fileOid: "f1",
    title,
    data,
    coverAttachmentOid: "cover-2",
    coverUrl: null,
    createdAt: "",
    updatedAt: "",
  };
}

function editorWith(block: Record<string, unknown>, editable = true): Editor {
  const editor = blockEditor([paragraph("前"), block, paragraph("后")], { editable });
  editor.storage.mediaLinks.file = HERE;
  return editor;
}

const view = (editor: Editor, type: string) => {
  const found = editor.view.dom.querySelector<HTMLElement>(`[data-type="${type}"]`);
  if (!found) throw new Error(`no ${type}`);
  return found;
};
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((button) => button.textContent === name);

async function openedDialog(): Promise<MindMapDialogOptions> {
  await vi.waitFor(() => expect(calls.dialog).toHaveBeenCalled());
  return calls.dialog.mock.calls[0]?.[0] as MindMapDialogOptions;
}

const card = {
  type: "mindMapCard",
  attrs: {
    oid: "card-1",
    ...HERE,
    title: "细胞结构",
    mindMapFileOid: "map-1",
    mindMapCoverAttachmentOid: "cover-1",
    mindMapCoverSrc: "/stored/cover-1.svg",
  },
};

test("a card shows its cover, title and, while editing, 编辑 and 复制到其他文件", () => {
  const editor = editorWith(card);
  const dom = view(editor, "mindMapCard");
  const cover = () => dom.querySelector<HTMLImageElement>(".tb-mind-map-card__cover");
  expect(cover()?.getAttribute("src")).toBe("/stored/cover-1.svg");
  expect(cover()?.alt).toBe("思维导图“细胞结构”的封面");
  expect(dom.querySelector(".tb-mind-map-card__title")?.textContent).toBe("细胞结构");
  expect(buttonNamed(dom, TEXTS.edit)).toBeDefined();
  expect(buttonNamed(dom, TEXTS.copy)).toBeDefined();
  // A fresh link replaces the stored (expiring) one once the media links know the cover.
  mediaLinks(editor).add(coverAttachment("cover-1"));
  expect(cover()?.getAttribute("src")).toBe("/fresh/cover-1.svg");

  // A reader's card opens nothing (its actions are hidden by CSS).
  const reader = view(editorWith(card, false), "mindMapCard");
  expect(reader.querySelector(".tb-mind-map-card__cover")).not.toBeNull();
  buttonNamed(reader, TEXTS.edit)?.click();
  buttonNamed(reader, TEXTS.copy)?.click();
  expect(calls.fetch).not.toHaveBeenCalled();
  expect(document.querySelector(".tb-floating-panel")).toBeNull();

  // A card not tied to a saved map can be opened, not copied; without a cover it draws none.
  const bare = view(editorWith({ type: "mindMapCard", attrs: { oid: "card-2" } }), "mindMapCard");
  expect(bare.querySelector(".tb-mind-map-card__title")?.textContent).toBe(TEXTS.untitled);
  expect(buttonNamed(bare, TEXTS.copy)).toBeUndefined();
  expect(bare.querySelector("img")).toBeNull();
});

test("a placeholder opens an empty map; saving it stores the cover and the map and makes the card", async () => {
  const editor = editorWith({ type: "mindMapPlaceholder", attrs: { oid: "place-1" } });
  expect(view(editor, "mindMapPlaceholder").textContent).toContain(TEXTS.placeholder);
  view(editor, "mindMapPlaceholder").click();
  const dialog = await openedDialog();
  await expect(dialog.load).resolves.toEqual({ title: "", data: null });
  expect(calls.fetch).not.toHaveBeenCalled();

  calls.cover.mockResolvedValue(coverAttachment("cover-2"));
  calls.create.mockResolvedValue(storedMap("map-2", "细胞"));
  await dialog.onSave({ title: "细胞", data, coverSvg: "<svg/>" });

  const block = editor.state.doc.child(1);
  expect(block.type.name).toBe("mindMapCard");
  expect(block.attrs).toMatchObject({
    oid: "place-1",
    ...HERE,
    title: "细胞",
    mindMapFileOid: "map-2",
    mindMapCoverAttachmentOid: "cover-2",
  });
  expect(view(editor, "mindMapCard").querySelector("img")?.getAttribute("src")).toBe("/fresh/cover-2.svg");
  // The card mirrors the server: undo does not bring the placeholder back over a saved map.
  editor.commands.undo();
  expect(editor.state.doc.child(1).type.name).toBe("mindMapCard");
});

test("编辑 reopens the card's map from its address and saves it in place", async () => {
  calls.fetch.mockResolvedValue(storedMap("map-1", "细胞结构"));
  const editor = editorWith(card);
  buttonNamed(view(editor, "mindMapCard"), TEXTS.edit)?.click();
  const dialog = await openedDialog();
  await expect(dialog.load).resolves.toEqual({ title: "细胞结构", data });
  expect(calls.fetch).toHaveBeenCalledWith(HERE, "map-1");

  calls.cover.mockResolvedValue(coverAttachment("cover-3"));
  calls.update.mockResolvedValue(storedMap("map-1", "细胞的结构"));
  await dialog.onSave({ title: "细胞的结构", data, coverSvg: "<svg/>" });
  expect(calls.update).toHaveBeenCalledWith(
    HERE,
    "map-1",
    expect.objectContaining({ coverAttachmentOid: "cover-3" }),
  );
  expect(editor.state.doc.child(1).attrs).toMatchObject({
    oid: "card-1",
    title: "细胞的结构",
    mindMapCoverAttachmentOid: "cover-3",
  });
});

const TREE: ChapterNode[] = [
  ...oneSectionTree({ f1: "正文", f2: "练习" }, "细胞"),
  {
    oid: "c2",
    bookOid: "b1",
    name: "第二章",
    position: 1,
    committed: true,
    sections: [
      { oid: "s2", chapterOid: "c2", name: "遗传", position: 0, files: [contentFile("f3", "正文")] },
    ],
  },
];

test("copy targets are the book's files outside committed chapters, except the open one", () => {
  expect(copyTargets(TREE, "f1")).toEqual([{ value: "f2", label: "第一章 / 细胞 / 练习" }]);
});

test("复制到其他文件 copies the map into the chosen file", async () => {
  calls.tree.mockResolvedValue(TREE);
  calls.copy.mockResolvedValue({
    mindMap: storedMap("map-9", "细胞结构"),
    target: { ...HERE, fileOid: "f2" },
    version: 3,
  });
  const editor = editorWith(card);
  buttonNamed(view(editor, "mindMapCard"), TEXTS.copy)?.click();
  const panel = document.querySelector<HTMLElement>(`.tb-floating-panel[aria-label="${TEXTS.copyTitle}"]`);
  if (!panel) throw new Error("no copy panel");
  const select = panel.querySelector<HTMLSelectElement>("select");
  await vi.waitFor(() => expect(select?.disabled).toBe(false));
  expect(calls.tree).toHaveBeenCalledWith(editor, "b1", true);
  expect(select?.value).toBe("f2");
  buttonNamed(panel, EDITOR_BLOCK_TEXTS.math.done)?.click();
  await vi.waitFor(() => expect(panel.isConnected).toBe(false));
  expect(calls.copy).toHaveBeenCalledWith(HERE, "map-1", "f2");
});
