// Content §4: a node whose file is queued or uploading cannot be acted on — removing it included.
// An author's change (one that enters the undo history: typing over a selection, cut, delete, undo
// of the insertion) that would take such a node out of the document is refused with the spec's
// message. Writes that stay out of the history are the editor's own (a failed upload's node
// removed, a stored document loaded) and pass.
import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin } from "@tiptap/pm/state";
import { pendingUploadOids, refuseWhileUploading } from "./editor-uploads.ts";

/** The oids of `wanted` that stand in the document. */
function presentOids(doc: ProseMirrorNode, wanted: ReadonlySet<string>): Set<string> {
  const present = new Set<string>();
  doc.descendants((node) => {
    const oid = node.attrs.oid;
    if (typeof oid === "string" && wanted.has(oid)) present.add(oid);
    return present.size < wanted.size;
  });
  return present;
}

export const UploadGuard = Extension.create({
  name: "uploadGuard",
  addProseMirrorPlugins() {
    const editor = this.editor;
    return [
      new Plugin({
        filterTransaction(transaction, state) {
          if (!transaction.docChanged || transaction.getMeta("addToHistory") === false) return true;
          const pending = pendingUploadOids(editor);
          if (pending.size === 0) return true;
          const before = presentOids(state.doc, pending);
          if (before.size === 0) return true;
          const after = presentOids(transaction.doc, before);
          const removed = [...before].find((oid) => !after.has(oid));
          return removed === undefined || !refuseWhileUploading(editor, removed);
        },
      }),
    ];
  },
});
