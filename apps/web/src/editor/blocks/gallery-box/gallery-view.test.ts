// @vitest-environment happy-dom
import { createGalleryImage, type GalleryImage } from "@textbook/schema";
import type { Attachment } from "@textbook/shared";
import { IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import type { EditorUpload } from "../../core/upload/editor-uploads.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import { addGalleryImages } from "./add-gallery-images.ts";

const T = IMAGE_TEXTS.gallery;
const queued = vi.hoisted(() => ({ uploads: [] as EditorUpload[] }));

vi.mock("../../core/upload/editor-uploads.ts", async (importOriginal) => {
  const { toast } = await import("../../../app/global/toast.ts");
  return {
    ...(await importOriginal<typeof import("../../core/upload/editor-uploads.ts")>()),
    enqueueUpload: (_editor: Editor, upload: EditorUpload) => {
      queued.uploads.push(upload);
      return true;
    },
    // As the queue does (editor-uploads.test.ts): a gallery with a file queued refuses every change.
    refuseWhileUploading: (_editor: Editor, oid: unknown) => {
      const pending = queued.uploads.some((upload) => upload.nodeOid === oid);
      if (pending) toast.error(IMAGE_TEXTS.uploading);
      return pending;
    },
  };
});

beforeEach(() => {
  queued.uploads = [];
});
afterEach(() => {
  cleanUpEditors();
  toastStore.remove(() => true);
});

const image = (index: number, fields: Partial<GalleryImage> = {}) =>
  createGalleryImage({
    fileOid: `f${index}`,
    index,
    src: `/files/${index}.png`,
    state: "SUCCESS",
    ...fields,
  });

function gallery(images: GalleryImage[], attrs: Record<string, unknown> = {}) {
  return blockEditor([
    { type: "galleryBox", attrs: { oid: "g", imagesInfo: images, ...attrs } },
    paragraph("后文"),
  ]);
}

const attrs = (editor: Editor) => editor.state.doc.child(0).attrs;
const dom = (editor: Editor) => editor.view.dom.querySelector<HTMLElement>(".tb-gallery") as HTMLElement;
const button = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find(
    (candidate) => candidate.textContent === label,
  );

test("the current image is shown large; a thumbnail makes its image the current one", () => {
  const editor = gallery(
    [image(0, { title: "春" }), image(1, { title: "夏", isEnhanced: "Y" }), image(2, { title: "秋" })],
    {
      currentImageIndex: 1,
    },
  );
  const current = () => dom(editor).querySelector(".tb-gallery__current");
  expect(current()?.querySelector("img")?.getAttribute("src")).toBe("/files/1.png");
  expect(current()?.textContent).toContain("夏");
  expect(current()?.querySelector(".tb-gallery__enhanced")?.textContent).toBe(IMAGE_TEXTS.form.isEnhanced);
  expect(dom(editor).querySelector(".tb-gallery__count")?.textContent).toBe("3 / 20 张");
  dom(editor).querySelectorAll<HTMLElement>(".tb-gallery__thumb")[2]?.click();
  expect(attrs(editor).currentImageIndex).toBe(2);
  expect(current()?.textContent).toContain("秋");
  expect(dom(editor).querySelector('[aria-current="true"]')?.getAttribute("title")).toContain("秋");
});

test("each image has a title, a description and a note the author edits", () => {
  const editor = gallery([image(0)]);
  const edit = button(dom(editor), IMAGE_TEXTS.settings);
  edit?.click();
  const panel = document.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement;
  const set = (name: string, value: string) => {
    const field = panel.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
    field.value = value;
    field.dispatchEvent(new Event("input"));
  };
  set("title", "细胞分裂");
  set("desc", "前期");
  set("note", "显微镜 400 倍");
  panel.querySelector<HTMLButtonElement>(".tb-primary")?.click();
  expect(attrs(editor).imagesInfo[0]).toMatchObject({
    title: "细胞分裂",
    desc: "前期",
    note: "显微镜 400 倍",
  });
  expect(dom(editor).querySelector("figcaption")?.textContent).toContain("备注：显微镜 400 倍");
});

test("moving and removing keep the current image on the same picture", () => {
  const editor = gallery([image(0, { title: "一" }), image(1, { title: "二" }), image(2, { title: "三" })], {
    currentImageIndex: 1,
  });
  button(dom(editor), T.moveRight)?.click();
  expect(attrs(editor).imagesInfo.map((entry: GalleryImage) => entry.title)).toEqual(["一", "三", "二"]);
  expect(attrs(editor).currentImageIndex).toBe(2);
  button(dom(editor), T.remove)?.click();
  expect(attrs(editor).imagesInfo.map((entry: GalleryImage) => [entry.index, entry.title])).toEqual([
    [0, "一"],
    [1, "三"],
  ]);
  expect(attrs(editor).currentImageIndex).toBe(1);
});

test("a one-to-many gallery's cover is exactly two lines, its title and description", () => {
  const editor = gallery([image(0)]);
  expect(attrs(editor).type).toBe("one-to-many");
  button(dom(editor), T.addCover)?.click();
  const cover = editor.state.doc.child(0).firstChild;
  expect(cover?.type.name).toBe("galleryCover");
  expect(cover?.content.content.map((line) => line.type.name)).toEqual(["paragraph", "paragraph"]);
  button(dom(editor), T.removeCover)?.click();
  expect(editor.state.doc.child(0).childCount).toBe(0);
  const type = dom(editor).querySelector<HTMLSelectElement>(
    `select[aria-label="${T.type}"]`,
  ) as HTMLSelectElement;
  type.value = "one-to-one";
  type.dispatchEvent(new Event("change"));
  expect(attrs(editor).type).toBe("one-to-one");
});

test("picked files wait, then each becomes SUCCESS with its file or FAIL; past 20 the rest are refused", () => {
  const editor = gallery(Array.from({ length: 18 }, (_, index) => image(index)));
  const png = (name: string) => new File([new Uint8Array([1])], name, { type: "image/png" });
  expect(addGalleryImages(editor, "g", [png("a.png"), png("b.png"), png("c.png")])).toBe(2);
  expect(toastStore.get().map((toast) => toast.text)).toEqual(["图集最多 20 张图片"]);
  const states = () =>
    attrs(editor)
      .imagesInfo.slice(18)
      .map((entry: GalleryImage) => entry.state);
  expect(states()).toEqual(["WAITING", "WAITING"]);
  // While its files are on their way the gallery refuses changes, with the spec's message.
  dom(editor).querySelectorAll<HTMLElement>(".tb-gallery__thumb")[3]?.click();
  expect(attrs(editor).currentImageIndex).toBe(0);
  expect(toastStore.get().map((toast) => toast.text)).toContain(IMAGE_TEXTS.uploading);
  queued.uploads[1]?.onFailed?.(new Error("网络错误"));
  queued.uploads[0]?.onStored({ attachmentOid: "att-a", previewUrl: "/files/a.png" } as Attachment);
  expect(states()).toEqual(["SUCCESS", "FAIL"]);
  expect(attrs(editor).imagesInfo[18]).toMatchObject({ fileOid: "att-a", src: "/files/a.png", index: 18 });
  expect(dom(editor).querySelectorAll('.tb-gallery__thumb[data-state="FAIL"]')).toHaveLength(1);
});

test("a file the limits refuse never becomes an entry", () => {
  const editor = gallery([]);
  expect(addGalleryImages(editor, "g", [new File(["x"], "说明.txt")])).toBe(0);
  expect(attrs(editor).imagesInfo).toEqual([]);
  expect(toastStore.get().map((toast) => toast.text)[0]).toMatch(/格式不支持/);
});
