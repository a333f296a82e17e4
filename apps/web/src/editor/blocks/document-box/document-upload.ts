// A document picked from the hover menu (content §3.11, §4, §9): a document placeholder holds its
// place while it uploads (removed if the upload fails or is refused, like any upload's node), and
// becomes the document box once the file is stored, titled after the file.
import type { Attachment } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { enqueueUpload } from "../../core/upload/editor-uploads.ts";
import { findNodeByOid, removeNodeByOid } from "../../core/upload/node-by-oid.ts";
import { titleFromFileName } from "../three-d-box/three-d-upload.ts";

/** Puts the document box with the stored file where its placeholder is; false when it is gone. */
export function placeDocument(editor: Editor, oid: string, attachment: Attachment): boolean {
  const found = editor.isDestroyed ? null : findNodeByOid(editor.state.doc, oid);
  const type = editor.schema.nodes.documentBox;
  if (!found || !type) return false;
  const box = type.create({
    oid,
    fileOid: attachment.attachmentOid,
    name: attachment.name,
    title: titleFromFileName(attachment.name),
  });
  const { node, pos } = found;
  // Outside undo history, like every upload's result: undo takes back the author's insertion.
  editor.view.dispatch(
    editor.state.tr.replaceWith(pos, pos + node.nodeSize, box).setMeta("addToHistory", false),
  );
  return true;
}

/** The hover menu's `queue` for a document: the picked file uploads into the placeholder `oid`. */
export function queueDocument(editor: Editor, oid: string, files: File[]): void {
  const [file] = files;
  if (!file) {
    removeNodeByOid(editor, oid);
    return;
  }
  enqueueUpload(editor, {
    nodeOid: oid,
    file,
    attachmentType: "DOCUMENT",
    onStored: (attachment) => placeDocument(editor, oid, attachment),
  });
}
