// A model picked for a new 3D box (content §3.10, §4, §9): the type's limits first, then the model
// is read by the viewer's own loader before anything is sent, so a corrupt model or a glTF without
// its .bin is refused at once with the viewer's Chinese reason and its box taken out again. A
// model that loads joins the editor's upload queue; once stored, the box takes its file and, when
// it has none yet, a title from the file's name.
import { type Attachment, formatMessage, THREE_D_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { toast } from "../../../app/global/toast.ts";
import { checkFile } from "../../core/upload/check-file.ts";
import { enqueueUpload } from "../../core/upload/editor-uploads.ts";
import { findNodeByOid, removeNodeByOid } from "../../core/upload/node-by-oid.ts";
import { ViewerError } from "./model-error.ts";

interface Checks {
  oids: Set<string>;
  listeners: Set<() => void>;
}

const registry = new WeakMap<Editor, Checks>();

function checksOf(editor: Editor): Checks {
  let checks = registry.get(editor);
  if (!checks) {
    checks = { oids: new Set(), listeners: new Set() };
    registry.set(editor, checks);
  }
  return checks;
}

function setChecking(editor: Editor, oid: string, on: boolean): void {
  const checks = checksOf(editor);
  if (on) checks.oids.add(oid);
  else checks.oids.delete(oid);
  for (const listener of checks.listeners) listener();
}

/** Whether the box's model is being read before its upload. */
export function isCheckingModel(editor: Editor, oid: unknown): boolean {
  return typeof oid === "string" && checksOf(editor).oids.has(oid);
}

export function subscribeModelChecks(editor: Editor, listener: () => void): () => void {
  const { listeners } = checksOf(editor);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The file's name without its extension: the title a new box starts with. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}

/** Writes the stored model into the box, and a title into its threeDTitle child when it has none. */
export function storeModel(editor: Editor, oid: string, attachment: Attachment): boolean {
  const found = editor.isDestroyed ? null : findNodeByOid(editor.state.doc, oid);
  if (!found) return false;
  const { node, pos } = found;
  const tr = editor.state.tr.setNodeMarkup(pos, undefined, {
    ...node.attrs,
    fileOid: attachment.attachmentOid,
    name: attachment.name,
  });
  node.forEach((child, offset) => {
    if (child.type.name === "threeDTitle" && !child.attrs.title) {
      tr.setNodeMarkup(pos + 1 + offset, undefined, {
        ...child.attrs,
        title: titleFromFileName(attachment.name),
      });
    }
  });
  // Like every upload's result: undoing takes back the author's insertion, not the file.
  editor.view.dispatch(tr.setMeta("addToHistory", false));
  return true;
}

/** The hover menu's `queue` for a 3D box: check, then upload, or take the box out. */
export async function queueModel(editor: Editor, oid: string, files: File[]): Promise<void> {
  const [file] = files;
  if (!file) {
    removeNodeByOid(editor, oid);
    return;
  }
  const problem = checkFile("3D", file);
  const upload = {
    nodeOid: oid,
    file,
    attachmentType: "3D" as const,
    onStored: (attachment: Attachment) => storeModel(editor, oid, attachment),
  };
  // The limits' refusal is the queue's to tell (and the box's removal).
  if (problem) {
    enqueueUpload(editor, upload);
    return;
  }
  setChecking(editor, oid, true);
  let refusal: string | null = null;
  try {
    const [{ checkModel }, bytes] = await Promise.all([
      import("./load-model.ts"),
      file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    ]);
    await checkModel(bytes, file.name);
  } catch (error) {
    if (!(error instanceof ViewerError)) console.error("3D model check failed", error);
    refusal = error instanceof ViewerError ? error.message : THREE_D_TEXTS.threeD.failed;
  } finally {
    setChecking(editor, oid, false);
  }
  if (editor.isDestroyed || !findNodeByOid(editor.state.doc, oid)) return;
  if (refusal) {
    toast.error(formatMessage(THREE_D_TEXTS.threeD.refusedFile, { name: file.name, reason: refusal }));
    removeNodeByOid(editor, oid);
    return;
  }
  enqueueUpload(editor, upload);
}
