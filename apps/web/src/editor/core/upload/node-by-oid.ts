// Uploads finish long after their node was inserted, by which time it may have moved or gone: the
// queue and its callers find it again by oid.
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

export function findNodeByOid(
  doc: ProseMirrorNode,
  oid: string,
): { node: ProseMirrorNode; pos: number } | null {
  let found: { node: ProseMirrorNode; pos: number } | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (node.attrs.oid === oid) {
      found = { node, pos };
      return false;
    }
    return true;
  });
  return found;
}

/**
 * Writes what an upload brought onto the node (its file oid, address, size). Kept out of the undo
 * history: undoing must take back the author's insertion, not leave an empty image behind it.
 */
export function setAttributesByOid(
  editor: Editor,
  oid: string,
  attributes: (node: ProseMirrorNode) => Record<string, unknown>,
): boolean {
  if (editor.isDestroyed) return false;
  const found = findNodeByOid(editor.state.doc, oid);
  if (!found) return false;
  const { node, pos } = found;
  editor.view.dispatch(
    editor.state.tr
      .setNodeMarkup(pos, undefined, { ...node.attrs, ...attributes(node) })
      .setMeta("addToHistory", false),
  );
  return true;
}

/** Takes a node whose upload failed out of the document, so no half-made block stays. */
export function removeNodeByOid(editor: Editor, oid: string): boolean {
  if (editor.isDestroyed) return false;
  const found = findNodeByOid(editor.state.doc, oid);
  if (!found) return false;
  const { node, pos } = found;
  editor.view.dispatch(editor.state.tr.delete(pos, pos + node.nodeSize).setMeta("addToHistory", false));
  return true;
}
