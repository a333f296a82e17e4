// What an uploaded file writes onto the block it was picked for: the node itself when it holds a
// file (an image, a video box), or the first part of it that does (an image box's image block).
// Only attributes the node has are written, so every media block shares this one rule. A video's
// block also gets its first-frame cover (content §3.8), taken by the server once the video is stored.
import type { Attachment } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { generatePoster } from "../../../api/attachments.ts";
import { mediaLinks } from "../media-links/media-links.ts";
import { findNodeByOid, setAttributesByOid } from "./node-by-oid.ts";

/** The attributes an attachment gives a node that has a `fileOid`. */
export function fileAttributes(node: ProseMirrorNode, attachment: Attachment): Record<string, unknown> {
  const attrs = node.attrs;
  const changes: Record<string, unknown> = { fileOid: attachment.attachmentOid };
  const offer = (name: string, value: unknown) => {
    if (name in attrs) changes[name] = value;
  };
  offer("src", attachment.previewUrl);
  offer("originWidth", attachment.width);
  offer("originHeight", attachment.height);
  offer("isGif", attachment.extName === "gif" ? "Y" : "N");
  // Whatever upload state the node was saved with, its file is here now (content §4).
  offer("showLoading", "N");
  offer("process", null);
  offer("progress", null);
  // A name the author already gave stays.
  for (const name of ["fileName", "name"]) {
    if (name in attrs && !attrs[name]) changes[name] = attachment.name;
  }
  return changes;
}

/** The node that takes the file: the block itself, or its first descendant with a `fileOid`. */
export function fileHolder(
  node: ProseMirrorNode,
  pos: number,
): { node: ProseMirrorNode; pos: number } | null {
  if ("fileOid" in node.attrs) return { node, pos };
  let found: { node: ProseMirrorNode; pos: number } | null = null;
  node.descendants((child, offset) => {
    if (found) return false;
    if ("fileOid" in child.attrs) found = { node: child, pos: pos + 1 + offset };
    return !found;
  });
  return found;
}

/**
 * Asks the server for the video's first frame and writes it as the block's first-frame cover,
 * outside undo history like the file itself. A server without ffmpeg has none to give: the block
 * then shows its player without a cover, and the reason is only logged (content §8).
 */
export async function storeFirstFrame(editor: Editor, blockOid: string, video: Attachment): Promise<boolean> {
  try {
    const poster = await generatePoster(video.attachmentOid, { bypassError: true });
    if (editor.isDestroyed) return false;
    mediaLinks(editor).add(poster);
    // The author may have replaced the video meanwhile: its frame is no cover for the new one.
    if (findNodeByOid(editor.state.doc, blockOid)?.node.attrs.fileOid !== video.attachmentOid) return false;
    return setAttributesByOid(editor, blockOid, () => ({
      firstFrameCoverAttOid: poster.attachmentOid,
      firstFrameCoverSrc: poster.previewUrl,
    }));
  } catch (error) {
    console.error(`first frame of “${video.name}” not taken`, error);
    return false;
  }
}

/** Writes the stored file into the block with this oid; outside undo history (see setAttributesByOid). */
export function storeAttachment(editor: Editor, blockOid: string, attachment: Attachment): boolean {
  if (editor.isDestroyed) return false;
  const block = findNodeByOid(editor.state.doc, blockOid);
  const holder = block ? fileHolder(block.node, block.pos) : null;
  if (!holder) return false;
  const attrs = { ...holder.node.attrs, ...fileAttributes(holder.node, attachment) };
  editor.view.dispatch(
    editor.state.tr.setNodeMarkup(holder.pos, undefined, attrs).setMeta("addToHistory", false),
  );
  if (attachment.type === "VIDEO" && holder.node === block?.node && "firstFrameCoverAttOid" in attrs) {
    void storeFirstFrame(editor, blockOid, attachment);
  }
  return true;
}
