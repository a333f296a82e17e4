// @vitest-environment happy-dom
// The hover menu's 3D and document choices: the file dialog first (content §9's accept lists), a
// block only with a file, a model checked before it is sent, and nothing half-made left behind.
import { type Attachment, formatMessage, IMAGE_TEXTS, THREE_D_TEXTS, UPLOAD_LIMITS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { strToU8 } from "fflate";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { hoveredBlock } from "../../core/block-menu/hovered-block.ts";
import { runBlockMenuEntry } from "../../core/block-menu/run-block-menu-entry.ts";
import { testAttachment } from "../../test/attachment.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";

vi.stubGlobal("__APP_VERSION__", "test");

interface Sent {
  file: File;
  type: string;
  onProgress?: (percent: number) => void;
  resolve: (attachment: Attachment) => void;
  reject: (error: Error) => void;
}

const picked = vi.hoisted(() => ({ files: [] as File[], accept: "" }));
const sent = vi.hoisted(() => ({ uploads: [] as Sent[] }));

vi.mock("../../core/upload/pick-files.ts", () => ({
  pickFiles: async (accept: string) => {
    picked.accept = accept;
    return picked.files;
  },
}));

vi.mock("../../../app/uploads/upload-queue.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../app/uploads/upload-queue.ts")>()),
  uploadFile: (file: File, options: { type: string; onProgress?: (percent: number) => void }) =>
    new Promise<Attachment>((resolve, reject) => {
      sent.uploads.push({ file, type: options.type, onProgress: options.onProgress, resolve, reject });
    }),
}));

beforeEach(() => {
  picked.files = [];
  picked.accept = "";
  sent.uploads = [];
  toastStore.remove(() => true);
});
afterEach(cleanUpEditors);

const CUBE = "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n";

function choose(key: string): Editor {
  const editor = blockEditor([paragraph("前"), paragraph("后")]);
  const block = hoveredBlock(editor.state.doc, 1, 0);
  if (!block) throw new Error("no hovered block");
  runBlockMenuEntry(editor, block, `block:${key}`);
  return editor;
}

const types = (editor: Editor) => {
  const names: string[] = [];
  editor.state.doc.forEach((node) => {
    names.push(node.type.name);
  });
  return names;
};

const toasts = () => toastStore.get().map((item) => item.text);

function stored(file: File, oid: string, type: Attachment["type"]): Attachment {
  const extName = file.name.slice(file.name.lastIndexOf(".") + 1);
  return testAttachment({ attachmentOid: oid, name: file.name, extName, size: file.size, type });
}

test("the dialogs take content §9's 3D and document extensions; a cancelled one inserts nothing", async () => {
  const threeD = choose("threeDBox");
  await vi.waitFor(() => expect(picked.accept).not.toBe(""));
  expect(picked.accept.split(",")).toEqual(UPLOAD_LIMITS["3D"].extensions.map((ext) => `.${ext}`));
  expect(types(threeD)).toEqual(["paragraph", "paragraph"]);
  picked.accept = "";
  const document = choose("documentBox");
  await vi.waitFor(() => expect(picked.accept).not.toBe(""));
  expect(picked.accept).toBe(".pdf,.ppt,.pptx,.doc,.docx,.xls,.xlsx,.csv");
  expect(types(document)).toEqual(["paragraph", "paragraph"]);
});

test("a picked model is checked, uploaded, and fills its box with its file and a title", async () => {
  const file = new File([CUBE], "立方体.obj", { type: "model/obj" });
  picked.files = [file];
  const editor = choose("threeDBox");
  await vi.waitFor(() => expect(sent.uploads).toHaveLength(1));
  expect(types(editor)).toEqual(["paragraph", "threeDBox", "paragraph"]);
  expect(sent.uploads[0]?.type).toBe("3D");
  const card = editor.view.dom.querySelector<HTMLElement>('[data-type="threeDBox"]');
  expect(card?.querySelector('[role="status"]')?.textContent).toBe(IMAGE_TEXTS.waiting);
  sent.uploads[0]?.onProgress?.(40);
  expect(card?.querySelector('[role="status"]')?.textContent).toBe(
    formatMessage(IMAGE_TEXTS.progress, { percent: 40 }),
  );
  sent.uploads[0]?.resolve(stored(file, "model-1", "3D"));
  await vi.waitFor(() => expect(editor.state.doc.child(1).attrs.fileOid).toBe("model-1"));
  const box = editor.state.doc.child(1);
  expect(box.attrs.name).toBe("立方体.obj");
  expect(box.child(1).attrs.title).toBe("立方体");
  // Undo takes back the insertion itself, not just the file.
  editor.commands.undo();
  expect(types(editor)).toEqual(["paragraph", "paragraph"]);
});

test("a corrupt model is refused before anything is sent, and its box taken out", async () => {
  picked.files = [new File([strToU8("glTF\u0002\u0000\u0000\u0000broken")], "损坏.glb")];
  const editor = choose("threeDBox");
  await vi.waitFor(() => expect(toasts()).toHaveLength(1));
  expect(toasts()[0]).toBe(
    formatMessage(THREE_D_TEXTS.threeD.refusedFile, {
      name: "损坏.glb",
      reason: THREE_D_TEXTS.threeD.failed,
    }),
  );
  expect(types(editor)).toEqual(["paragraph", "paragraph"]);
  expect(sent.uploads).toHaveLength(0);
});

test("a file of another type is refused with the limits' message and leaves nothing", async () => {
  picked.files = [new File(["hello"], "说明.txt")];
  const threeD = choose("threeDBox");
  await vi.waitFor(() => expect(toasts()).toHaveLength(1));
  expect(toasts()[0]).toContain("说明.txt");
  expect(types(threeD)).toEqual(["paragraph", "paragraph"]);
  picked.files = [new File(["hello"], "说明.txt")];
  const document = choose("documentBox");
  await vi.waitFor(() => expect(toasts()).toHaveLength(2));
  expect(types(document)).toEqual(["paragraph", "paragraph"]);
  expect(sent.uploads).toHaveLength(0);
});

test("a document uploads into its placeholder, which becomes the document box once stored", async () => {
  const file = new File(["%PDF-1.4"], "期中复习.pdf", { type: "application/pdf" });
  picked.files = [file];
  const editor = choose("documentBox");
  await vi.waitFor(() => expect(sent.uploads).toHaveLength(1));
  expect(sent.uploads[0]?.type).toBe("DOCUMENT");
  expect(types(editor)).toEqual(["paragraph", "documentPlaceholder", "paragraph"]);
  const oid = editor.state.doc.child(1).attrs.oid;
  const placeholder = editor.view.dom.querySelector<HTMLElement>('[data-type="documentPlaceholder"]');
  expect(placeholder?.textContent).toContain(THREE_D_TEXTS.document.placeholder);
  sent.uploads[0]?.resolve(stored(file, "doc-1", "DOCUMENT"));
  await vi.waitFor(() => expect(types(editor)).toEqual(["paragraph", "documentBox", "paragraph"]));
  expect(editor.state.doc.child(1).attrs).toMatchObject({
    oid,
    fileOid: "doc-1",
    name: "期中复习.pdf",
    title: "期中复习",
  });
});

test("a document whose upload fails leaves no placeholder behind", async () => {
  picked.files = [new File(["not really"], "损坏.docx")];
  const editor = choose("documentBox");
  await vi.waitFor(() => expect(sent.uploads).toHaveLength(1));
  sent.uploads[0]?.reject(new Error("文件内容与扩展名 .docx 不符，请上传真实的文档文件"));
  await vi.waitFor(() => expect(types(editor)).toEqual(["paragraph", "paragraph"]));
});
