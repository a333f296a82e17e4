// @vitest-environment happy-dom
import type { Attachment, CreateAttachmentResult } from "@textbook/shared";
import { IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { snackbarStore, toastStore } from "../../../app/global/toast.ts";
import type { UploadTransport } from "../../../app/uploads/upload-transport.ts";
import { testAttachment } from "../../test/attachment.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";
import {
  enqueueUpload,
  isUploading,
  onUploadsIdle,
  refuseWhileUploading,
  uploadLabel,
  uploadProgress,
} from "./editor-uploads.ts";
import { findNodeByOid, setAttributesByOid } from "./node-by-oid.ts";

vi.stubGlobal("__APP_VERSION__", "test");

const fake = vi.hoisted(() => ({ transport: null as unknown as UploadTransport }));

const sizes = vi.hoisted(() => ({ read: null as { width: number; height: number } | null }));
vi.mock("./check-file.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./check-file.ts")>()),
  // happy-dom decodes no image: the test says what the browser would have measured.
  readImageSize: async () => sizes.read,
}));

vi.mock("../../../app/uploads/upload-transport.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../app/uploads/upload-transport.ts")>();
  const transport: UploadTransport = {
    create: (body) => fake.transport.create(body),
    putPart: (...args) => fake.transport.putPart(...args),
    complete: (oid) => fake.transport.complete(oid),
  };
  return { ...original, httpTransport: transport };
});

function attachment(name: string): Attachment {
  const image = { name, mimeType: "image/png", extName: "png", size: 4, width: 40, height: 30 };
  return testAttachment({
    attachmentOid: `att-${name}`,
    ...image,
    thumbnailUrl: `/thumb/${name}`,
    previewUrl: `/preview/${name}`,
  });
}

function created(name: string): CreateAttachmentResult {
  return {
    attachment: { ...attachment(name), state: "PENDING" },
    credentials: {
      endpoint: "/api/uploads",
      accessKeyId: "a",
      accessKeySecret: "s",
      bucketName: "local",
      securityToken: "t",
      objectKey: `books/book-1/${name}`,
      expiration: "2026-11-20T08:13:00.000Z",
    },
    partSize: 1024,
  };
}

let log: string[];

beforeEach(() => {
  log = [];
  fake.transport = {
    create: vi.fn(async (body) => {
      log.push(`create ${body.fileName}`);
      return created(body.fileName);
    }),
    putPart: vi.fn(async (_credentials, _part, body, onProgress) => {
      onProgress(body.size / 2);
      onProgress(body.size);
    }),
    complete: vi.fn(async (oid) => {
      log.push(`complete ${oid}`);
      return attachment(oid.replace("att-", ""));
    }),
  };
});

afterEach(() => {
  cleanUpEditors();
  toastStore.remove(() => true);
});

const png = (name: string, size = 4) => new File([new Uint8Array(size)], name, { type: "image/png" });

function images(...oids: string[]): Editor {
  return blockEditor([paragraph("前文"), ...oids.map((oid) => ({ type: "imageBlock", attrs: { oid } }))]);
}

function idle(editor: Editor): Promise<void> {
  return new Promise((resolve) => {
    const stop = onUploadsIdle(editor, () => {
      stop();
      resolve();
    });
  });
}

function storeInto(editor: Editor, oid: string) {
  return (stored: Attachment) => {
    log.push(`stored ${oid}`);
    setAttributesByOid(editor, oid, () => ({ fileOid: stored.attachmentOid, src: stored.previewUrl }));
  };
}

const toasts = () => toastStore.get().map((item) => item.text);

test("files upload one at a time in the order queued; each node gets its file, then the queue is idle", async () => {
  const editor = images("n1", "n2", "n3");
  let releaseFirst!: () => void;
  vi.mocked(fake.transport.create).mockImplementationOnce(async (body) => {
    log.push(`create ${body.fileName}`);
    await new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    return created(body.fileName);
  });
  const done = idle(editor);
  for (const oid of ["n1", "n2", "n3"]) {
    enqueueUpload(editor, {
      nodeOid: oid,
      file: png(`${oid}.png`),
      attachmentType: "IMAGE",
      onStored: storeInto(editor, oid),
    });
  }
  await Promise.resolve();
  expect(log).toEqual(["create n1.png"]);
  expect(["n1", "n2", "n3"].map((oid) => isUploading(editor, oid))).toEqual([true, true, true]);
  expect(uploadLabel(editor, "n2")).toBe(IMAGE_TEXTS.waiting);
  releaseFirst();
  await done;
  // Each file is created and completed before the next one is created.
  expect(log.filter((line) => !line.startsWith("stored"))).toEqual([
    "create n1.png",
    "complete att-n1.png",
    "create n2.png",
    "complete att-n2.png",
    "create n3.png",
    "complete att-n3.png",
  ]);
  expect(log.filter((line) => line.startsWith("stored"))).toEqual(["stored n1", "stored n2", "stored n3"]);
  expect(findNodeByOid(editor.state.doc, "n2")?.node.attrs).toMatchObject({
    fileOid: "att-n2.png",
    src: "/preview/n2.png",
  });
  expect(isUploading(editor, "n1")).toBe(false);
  expect(uploadProgress(editor, "n1")).toBeNull();
});

test("progress is kept beside the document, never in it", async () => {
  const editor = images("n1");
  const seen: (number | null)[] = [];
  let finish!: () => void;
  vi.mocked(fake.transport.complete).mockImplementationOnce(async (oid) => {
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    return attachment(oid.replace("att-", ""));
  });
  const done = idle(editor);
  const before = editor.getJSON();
  enqueueUpload(editor, {
    nodeOid: "n1",
    file: png("a.png", 10),
    attachmentType: "IMAGE",
    onStored: () => {},
  });
  await vi.waitFor(() => expect(uploadProgress(editor, "n1")).toBe(100));
  seen.push(uploadProgress(editor, "n1"));
  expect(uploadLabel(editor, "n1")).toBe("上传中 100%");
  expect(editor.getJSON()).toEqual(before);
  finish();
  await done;
  expect(seen).toEqual([100]);
});

test("a failed upload removes the node it was for, tells the user, and the next file still uploads", async () => {
  const editor = images("n1", "n2");
  vi.mocked(fake.transport.complete).mockImplementationOnce(async () => {
    throw new Error("文件内容与扩展名 .png 不符，请上传真实的图片文件");
  });
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const done = idle(editor);
  enqueueUpload(editor, {
    nodeOid: "n1",
    file: png("bad.png"),
    attachmentType: "IMAGE",
    onStored: storeInto(editor, "n1"),
  });
  enqueueUpload(editor, {
    nodeOid: "n2",
    file: png("good.png"),
    attachmentType: "IMAGE",
    onStored: storeInto(editor, "n2"),
  });
  await done;
  expect(findNodeByOid(editor.state.doc, "n1")).toBeNull();
  expect(findNodeByOid(editor.state.doc, "n2")?.node.attrs.fileOid).toBe("att-good.png");
  expect(toasts()).toEqual(["“bad.png”上传失败：文件内容与扩展名 .png 不符，请上传真实的图片文件"]);
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
});

test("with onFailed the caller keeps the node and decides what a failure shows", async () => {
  const editor = images("n1");
  vi.mocked(fake.transport.complete).mockRejectedValueOnce(new Error("网络错误"));
  vi.spyOn(console, "error").mockImplementationOnce(() => {});
  const failed = vi.fn();
  const done = idle(editor);
  enqueueUpload(editor, {
    nodeOid: "n1",
    file: png("a.png"),
    attachmentType: "IMAGE",
    onStored: () => {},
    onFailed: failed,
  });
  await done;
  expect(failed).toHaveBeenCalledOnce();
  expect(findNodeByOid(editor.state.doc, "n1")).not.toBeNull();
});

test("a file the limits refuse is never sent: the reason is shown and its node removed", () => {
  const editor = images("n1", "n2");
  vi.spyOn(console, "error").mockImplementation(() => {});
  const big = png("huge.gif");
  Object.defineProperty(big, "size", { value: 20 * 1024 * 1024 + 1 });
  expect(
    enqueueUpload(editor, {
      nodeOid: "n1",
      file: png("notes.txt"),
      attachmentType: "IMAGE",
      onStored: () => {},
    }),
  ).toBe(false);
  expect(
    enqueueUpload(editor, { nodeOid: "n2", file: big, attachmentType: "IMAGE", onStored: () => {} }),
  ).toBe(false);
  expect(fake.transport.create).not.toHaveBeenCalled();
  expect(findNodeByOid(editor.state.doc, "n1")).toBeNull();
  expect(findNodeByOid(editor.state.doc, "n2")).toBeNull();
  expect(toasts()).toEqual([
    "“notes.txt”的格式不支持：图片支持 jpg、jpeg、png、gif、webp、svg 格式，不超过 20M",
    "“huge.gif”太大了：图片支持 jpg、jpeg、png、gif、webp、svg 格式，不超过 20M",
  ]);
  vi.mocked(console.error).mockRestore();
});

test("acting on a node whose file is queued or uploading is refused with the spec's message", async () => {
  const editor = images("n1", "n2");
  const done = idle(editor);
  enqueueUpload(editor, { nodeOid: "n1", file: png("a.png"), attachmentType: "IMAGE", onStored: () => {} });
  expect(refuseWhileUploading(editor, "n1")).toBe(true);
  expect(refuseWhileUploading(editor, "n2")).toBe(false);
  expect(toasts()).toEqual([IMAGE_TEXTS.uploading]);
  await done;
  expect(refuseWhileUploading(editor, "n1")).toBe(false);
});

test("an image longer than 2048px on its longest side uploads, with a hint (content §3.6, §9)", async () => {
  const editor = images("n1");
  sizes.read = { width: 3000, height: 1200 };
  const done = idle(editor);
  enqueueUpload(editor, {
    nodeOid: "n1",
    file: png("panorama.png"),
    attachmentType: "IMAGE",
    onStored: storeInto(editor, "n1"),
  });
  await done;
  expect(snackbarStore.get().map((item) => item.text)).toEqual([
    "“panorama.png”的最长边为 3000px，建议不超过 2048px",
  ]);
  expect(findNodeByOid(editor.state.doc, "n1")?.node.attrs.fileOid).toBe("att-panorama.png");
  snackbarStore.remove(() => true);
  sizes.read = null;
});

test("an author cannot remove a node whose file is on its way (content §4); once stored, they can", async () => {
  const editor = images("n1");
  let release!: () => void;
  vi.mocked(fake.transport.create).mockImplementationOnce(async (body) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return created(body.fileName);
  });
  const done = idle(editor);
  enqueueUpload(editor, {
    nodeOid: "n1",
    file: png("n1.png"),
    attachmentType: "IMAGE",
    onStored: storeInto(editor, "n1"),
  });
  const removeImage = () => {
    const image = findNodeByOid(editor.state.doc, "n1");
    return image !== null && editor.commands.deleteRange({ from: image.pos, to: image.pos + 1 });
  };

  expect(removeImage()).toBe(true);
  expect(findNodeByOid(editor.state.doc, "n1")).not.toBeNull();
  expect(toasts()).toContain(IMAGE_TEXTS.uploading);
  // Typing elsewhere goes on as usual.
  editor.commands.insertContentAt(1, "新");
  expect(editor.state.doc.child(0).textContent).toBe("新前文");

  release();
  await done;
  removeImage();
  expect(findNodeByOid(editor.state.doc, "n1")).toBeNull();
});

test("a node whose upload fails is still taken out of the document", async () => {
  const editor = images("n1");
  vi.mocked(fake.transport.complete).mockRejectedValueOnce(new Error("refused"));
  const done = idle(editor);
  enqueueUpload(editor, {
    nodeOid: "n1",
    file: png("n1.png"),
    attachmentType: "IMAGE",
    onStored: storeInto(editor, "n1"),
  });
  await done;
  expect(findNodeByOid(editor.state.doc, "n1")).toBeNull();
});
