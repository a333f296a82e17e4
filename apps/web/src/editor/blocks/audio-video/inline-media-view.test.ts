// @vitest-environment happy-dom
import { type Attachment, IMAGE_TEXTS } from "@textbook/shared";
import { NodeSelection } from "@tiptap/pm/state";
import { afterEach, expect, test, vi } from "vitest";
import { toastStore } from "../../../app/global/toast.ts";
import { enqueueUpload } from "../../core/upload/editor-uploads.ts";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";

const pending = vi.hoisted(() => ({
  progress: (_percent: number) => {},
  finish: (_attachment: Attachment) => {},
}));
vi.mock("../../../app/uploads/upload-queue.ts", () => ({
  uploadFile: (_file: File, options: { onProgress?: (percent: number) => void }) =>
    new Promise<Attachment>((resolve) => {
      pending.progress = (percent) => options.onProgress?.(percent);
      pending.finish = resolve;
    }),
}));

afterEach(() => {
  cleanUpEditors();
  toastStore.remove(() => true);
});

test("an inline video shows its upload on the chip, refuses to play meanwhile, and stays selected as it redraws", async () => {
  const editor = blockEditor([
    {
      type: "paragraph",
      content: [
        { type: "text", text: "看" },
        { type: "inlineVideo", attrs: { oid: "iv" } },
      ],
    },
  ]);
  const chip = () => editor.view.dom.querySelector<HTMLElement>('[data-type="inlineVideo"]') as HTMLElement;
  editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 2)));
  enqueueUpload(editor, {
    nodeOid: "iv",
    file: new File([new Uint8Array([0, 0, 0, 24])], "片段.mp4"),
    attachmentType: "VIDEO",
    onStored: () => {},
  });
  expect(chip().querySelector('[role="status"]')?.textContent).toBe(IMAGE_TEXTS.waiting);
  pending.progress(40);
  expect(chip().querySelector('[role="status"]')?.textContent).toBe("上传中 40%");
  expect(chip().classList.contains("ProseMirror-selectednode")).toBe(true);
  chip().querySelector<HTMLButtonElement>(".tb-inline-media__play")?.click();
  expect(toastStore.get().map((toast) => toast.text)).toEqual([IMAGE_TEXTS.uploading]);
  expect(document.querySelector(".tb-floating-panel")).toBeNull();
  pending.finish({ attachmentOid: "att" } as Attachment);
  await vi.waitFor(() => expect(chip().querySelector('[role="status"]')).toBeNull());
});
