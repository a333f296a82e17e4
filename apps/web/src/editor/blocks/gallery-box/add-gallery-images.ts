// Adding pictures to a gallery box (content §3.12, §4): each picked file becomes an entry WAITING
// for its upload, then SUCCESS with its file, or FAIL. Past 20 images the rest are refused with a
// message; files the limits refuse are never added.
import type { GalleryImage } from "@textbook/schema";
import { formatMessage, IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { toast } from "../../../app/global/toast.ts";
import { checkFile } from "../../core/upload/check-file.ts";
import { enqueueUpload } from "../../core/upload/editor-uploads.ts";
import { findNodeByOid, setAttributesByOid } from "../../core/upload/node-by-oid.ts";
import { GALLERY_MAX_IMAGES, readImages, roomFor, withChange, withWaiting } from "./gallery-images.ts";

function settle(editor: Editor, galleryOid: string, index: number, change: Partial<GalleryImage>): void {
  setAttributesByOid(editor, galleryOid, (node) => ({
    imagesInfo: withChange(readImages(node.attrs.imagesInfo), index, change),
  }));
}

/** Queues the files into the gallery with this oid; returns how many were queued. */
export function addGalleryImages(editor: Editor, galleryOid: string, files: File[]): number {
  const gallery = findNodeByOid(editor.state.doc, galleryOid);
  if (!gallery) return 0;
  const images = readImages(gallery.node.attrs.imagesInfo);
  const room = roomFor(images, files.length);
  if (room < files.length) toast.error(formatMessage(IMAGE_TEXTS.gallery.full, { max: GALLERY_MAX_IMAGES }));
  const accepted = files.slice(0, room).filter((file) => {
    const problem = checkFile("IMAGE", file);
    if (problem) toast.error(problem);
    return problem === null;
  });
  if (accepted.length === 0) return 0;
  const { images: waiting, added } = withWaiting(images, accepted.length);
  // The new entries are the author's step (undoable); what the uploads bring is written beside it.
  editor.view.dispatch(
    editor.state.tr.setNodeMarkup(gallery.pos, undefined, { ...gallery.node.attrs, imagesInfo: waiting }),
  );
  accepted.forEach((file, offset) => {
    const index = added[offset] as number;
    enqueueUpload(editor, {
      nodeOid: galleryOid,
      file,
      attachmentType: "IMAGE",
      onStored: (attachment) =>
        settle(editor, galleryOid, index, {
          fileOid: attachment.attachmentOid,
          src: attachment.previewUrl,
          state: "SUCCESS",
        }),
      onFailed: () => settle(editor, galleryOid, index, { state: "FAIL" }),
    });
  });
  return accepted.length;
}
