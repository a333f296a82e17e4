// The editor's upload queue (content §4): files picked for blocks wait in the app's one upload queue
// (app/uploads: one upload at a time, each completes or fails before the next starts, progress and
// failures shown to the user). This layer ties each upload to the node it fills: which nodes are
// queued or uploading, their progress (kept here, out of the saved document, so progress never
// reaches the save socket), the node's removal when its file fails, and the moment the editor's
// queue empties, when the auto-save is started again.
import { type Attachment, type AttachmentType, formatMessage, IMAGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { snackbar, toast } from "../../../app/global/toast.ts";
import { uploadFile } from "../../../app/uploads/upload-queue.ts";
import { editorFile, mediaLinks } from "../media-links/media-links.ts";
import { checkFile, imageSideHint, readImageSize } from "./check-file.ts";
import { removeNodeByOid } from "./node-by-oid.ts";

export interface EditorUpload {
  /** The node the file fills; it cannot be acted on until the upload ends. */
  nodeOid: string;
  file: File;
  attachmentType: AttachmentType;
  /** The file is stored and READY; write its oid and address onto the node (setAttributesByOid). */
  onStored: (attachment: Attachment) => void;
  /**
   * When given, a failed upload is the caller's to show (a gallery marks that image FAIL); without
   * it, the node is removed, so no half-made block stays in the document.
   */
  onFailed?: (error: unknown) => void;
}

interface NodeUploads {
  /** Files of this node queued or uploading. */
  pending: number;
  /** Percent sent of the one uploading now, or null while its files wait. */
  percent: number | null;
}

class EditorUploads {
  readonly nodes = new Map<string, NodeUploads>();
  readonly listeners = new Set<() => void>();
  readonly idleListeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const registry = new WeakMap<Editor, EditorUploads>();

function uploadsOf(editor: Editor): EditorUploads {
  let uploads = registry.get(editor);
  if (!uploads) {
    uploads = new EditorUploads();
    registry.set(editor, uploads);
  }
  return uploads;
}

function fail(editor: Editor, upload: EditorUpload, error: unknown): void {
  // Content §8: upload failures are logged; the app's queue has told the user which file failed.
  console.error(`upload of “${upload.file.name}” failed`, error);
  if (upload.onFailed) upload.onFailed(error);
  else removeNodeByOid(editor, upload.nodeOid);
}

function hintLargeImage(file: File): void {
  void readImageSize(file).then((size) => {
    const hint = size ? imageSideHint(file.name, size.width, size.height) : null;
    if (hint) snackbar(hint);
  });
}

/**
 * Queues a file for a node. A file the type's limits refuse is not queued: the user is told why,
 * and the node is removed (or `onFailed` called). Returns whether the file was queued.
 */
export function enqueueUpload(editor: Editor, upload: EditorUpload): boolean {
  const problem = checkFile(upload.attachmentType, upload.file);
  if (problem) {
    toast.error(problem);
    fail(editor, upload, new Error(problem));
    return false;
  }
  if (upload.attachmentType === "IMAGE") hintLargeImage(upload.file);
  const uploads = uploadsOf(editor);
  const entry = uploads.nodes.get(upload.nodeOid) ?? { pending: 0, percent: null };
  entry.pending += 1;
  uploads.nodes.set(upload.nodeOid, entry);
  uploads.notify();
  const onProgress = (percent: number) => {
    entry.percent = percent;
    uploads.notify();
  };
  uploadFile(upload.file, { type: upload.attachmentType, bookOid: editorFile(editor)?.bookOid, onProgress })
    .then(
      (attachment) => {
        if (editor.isDestroyed) return;
        mediaLinks(editor).add(attachment);
        upload.onStored(attachment);
      },
      (error: unknown) => {
        if (!editor.isDestroyed) fail(editor, upload, error);
      },
    )
    .finally(() => {
      entry.pending -= 1;
      entry.percent = null;
      if (entry.pending === 0) uploads.nodes.delete(upload.nodeOid);
      uploads.notify();
      if (uploads.nodes.size === 0) for (const listener of uploads.idleListeners) listener();
    });
  return true;
}

/** Whether a file of this node is queued or uploading. */
export function isUploading(editor: Editor, nodeOid: unknown): boolean {
  return typeof nodeOid === "string" && uploadsOf(editor).nodes.has(nodeOid);
}

/** The oids of the nodes with a file queued or uploading. */
export function pendingUploadOids(editor: Editor): ReadonlySet<string> {
  return new Set(uploadsOf(editor).nodes.keys());
}

/** Percent sent of the node's file uploading now (0-100); 0 while it waits; null when none is queued. */
export function uploadProgress(editor: Editor, nodeOid: unknown): number | null {
  if (typeof nodeOid !== "string") return null;
  const entry = uploadsOf(editor).nodes.get(nodeOid);
  return entry ? (entry.percent ?? 0) : null;
}

/** Whether the node's file is on its way, not waiting its turn. */
export function isSending(editor: Editor, nodeOid: unknown): boolean {
  return typeof nodeOid === "string" && uploadsOf(editor).nodes.get(nodeOid)?.percent != null;
}

/**
 * Content §4, §8: a node whose file is queued or uploading cannot be acted on. True (and the user
 * told so) when the action must stop.
 */
export function refuseWhileUploading(editor: Editor, nodeOid: unknown): boolean {
  if (!isUploading(editor, nodeOid)) return false;
  toast.error(IMAGE_TEXTS.uploading);
  return true;
}

/** Calls `listener` whenever a node's upload starts, progresses or ends; returns the unsubscribe. */
export function subscribeUploads(editor: Editor, listener: () => void): () => void {
  const uploads = uploadsOf(editor);
  uploads.listeners.add(listener);
  return () => uploads.listeners.delete(listener);
}

/** Content §4: calls `listener` each time the editor's last queued upload ends; returns the unsubscribe. */
export function onUploadsIdle(editor: Editor, listener: () => void): () => void {
  const uploads = uploadsOf(editor);
  uploads.idleListeners.add(listener);
  return () => uploads.idleListeners.delete(listener);
}

/** The text a node shows while its file waits or uploads. */
export function uploadLabel(editor: Editor, nodeOid: unknown): string | null {
  const percent = uploadProgress(editor, nodeOid);
  if (percent === null) return null;
  return isSending(editor, nodeOid) ? formatMessage(IMAGE_TEXTS.progress, { percent }) : IMAGE_TEXTS.waiting;
}

/**
 * The oid whose upload holds the node at `getPos()`: its own, or a block around it (an image box
 * inserted with its file), or null when nothing around it uploads.
 */
export function uploadingOidAt(editor: Editor, getPos: () => number | undefined): string | null {
  // Every image view asks when it is drawn: with nothing uploading, no position is looked for.
  if (uploadsOf(editor).nodes.size === 0) return null;
  const pos = getPos();
  if (pos === undefined || pos > editor.state.doc.content.size) return null;
  const own = editor.state.doc.nodeAt(pos)?.attrs.oid;
  if (isUploading(editor, own)) return own as string;
  const $pos = editor.state.doc.resolve(pos);
  for (let depth = $pos.depth; depth > 0; depth--) {
    const oid = $pos.node(depth).attrs.oid;
    if (isUploading(editor, oid)) return oid as string;
  }
  return null;
}
