// What choosing an entry of the hover block menu does: inserts the block or inline item (a media
// item only once its file is picked, then queued for upload into it), or turns the block into
// another kind; a new formula, reference or link opens its editor at once.
import type { NodeName } from "@textbook/schema";
import type { AttachmentType, UsedResLib } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { insertableBlocks } from "../../blocks/block-choices.ts";
import { insertableInlines } from "../../blocks/inline-choices.ts";
import { setBlockKind } from "../block-commands.ts";
import { mediaLinks } from "../media-links/media-links.ts";
import { withOids } from "../node-view/new-oid.ts";
import { libraryBoxOf } from "../res-lib/library-boxes.ts";
import { enqueueUpload } from "../upload/editor-uploads.ts";
import { pickFiles } from "../upload/pick-files.ts";
import { storeAttachment } from "../upload/store-attachment.ts";
import { KINDS, openingBlocks } from "./block-menu-entries.ts";
import type { HoveredBlock } from "./hovered-block.ts";
import { openNewItemEditor } from "./new-item-editor.ts";

/** Inserts or converts as the chosen entry says; a new formula or reference opens its editor. */
export function runBlockMenuEntry(editor: Editor, block: HoveredBlock, key: string): void {
  const [section, name] = key.split(":");
  const { state } = editor;
  if (section === "before") {
    const offered = openingBlocks(editor, block).find(({ choice }) => choice.key === name);
    if (offered) insertBlock(editor, block.pos, withOids(offered.node));
    return;
  }
  if (section === "kind") {
    const entry = KINDS.find((kind) => kind.key === name);
    if (entry) setBlockKind(editor, entry.kind, block.pos);
    return;
  }
  if (section === "block") {
    const after = block.pos + block.node.nodeSize;
    const offered = insertableBlocks(state.doc, after).find(({ choice }) => choice.key === name);
    if (!offered) return;
    const { upload } = offered.choice;
    if (!upload) {
      insertBlock(editor, after, withOids(offered.node));
      return;
    }
    // The file dialog opens within the click; the block appears only once a file is chosen, so a
    // cancelled dialog leaves nothing half-made behind.
    void pickFiles(upload.accept, { multiple: upload.multiple }).then((files) => {
      if (files.length === 0 || editor.isDestroyed) return;
      const now = currentPlace(editor, block);
      const at = now ? now.pos + now.node.nodeSize : editor.state.selection.to;
      const node = withOids(offered.node);
      const oid = node.attrs.oid;
      if (typeof oid !== "string" || !insertBlock(editor, at, node)) return;
      if (upload.queue) {
        upload.queue(editor, oid, files);
        return;
      }
      const [file] = files;
      if (file) queueFile(editor, oid, file, upload.attachmentType);
    });
    return;
  }
  if (section === "inline") {
    const choice = insertableInlines(block.node, editor.schema).find((entry) => entry.key === name);
    const type = choice ? editor.schema.nodes[choice.type] : undefined;
    if (!choice || !type) return;
    const { upload } = choice;
    if (!upload) {
      insertInline(editor, block, withOids(type.create(choice.attrs(state.doc))));
      return;
    }
    // Like a media block: nothing is inserted until a file is picked.
    void pickFiles(upload.accept).then(([file]) => {
      const now = file && !editor.isDestroyed ? currentPlace(editor, block) : null;
      if (!file || !now) return;
      const node = withOids(type.create(choice.attrs(editor.state.doc)));
      const oid = node.attrs.oid;
      if (typeof oid !== "string") return;
      insertInline(editor, now, node);
      queueFile(editor, oid, file, upload.attachmentType);
    });
  }
}

/**
 * A media box filled with a library resource's copy in the book (POST .../res-libs/{id}/use): the
 * box records where its file came from (fromResLib "Y", resLibOid), then takes the file as an
 * upload would. False when the box cannot go after the block any more.
 */
export function insertFromLibrary(
  editor: Editor,
  block: HoveredBlock,
  type: NodeName,
  used: UsedResLib,
): boolean {
  const now = currentPlace(editor, block);
  if (!now || editor.isDestroyed) return false;
  const at = now.pos + now.node.nodeSize;
  const box = libraryBoxOf(type);
  const offered = insertableBlocks(editor.state.doc, at).find(({ choice }) => choice.type === type);
  if (!offered || !box) return false;
  const origin = { ...offered.node.attrs, fromResLib: "Y", resLibOid: used.resLibOid };
  const node = withOids(offered.node.type.create(origin, offered.node.content, offered.node.marks));
  const oid = node.attrs.oid;
  if (typeof oid !== "string" || !insertBlock(editor, at, node)) return false;
  mediaLinks(editor).add(used.attachment);
  return box.store(editor, oid, used.attachment);
}

/** Queues the picked file into the new node; a refused or failed file takes the node away again. */
function queueFile(editor: Editor, oid: string, file: File, attachmentType: AttachmentType): void {
  enqueueUpload(editor, {
    nodeOid: oid,
    file,
    attachmentType,
    onStored: (attachment) => storeAttachment(editor, oid, attachment),
  });
}

/** At the cursor when it is in the block, otherwise at the block's end. */
function insertInline(editor: Editor, block: HoveredBlock, node: ProseMirrorNode): void {
  const { state, view } = editor;
  const { $from } = state.selection;
  const inBlock = $from.parent === block.node && $from.before() === block.pos;
  const at = inBlock ? state.selection.from : block.pos + block.node.nodeSize - 1;
  view.dispatch(state.tr.insert(at, node).scrollIntoView());
  view.focus();
  openNewItemEditor(editor, at, node);
}

/**
 * Where the hovered block is now. While the file dialog was open an upload may have written or
 * removed a node before it, moving it; an unchanged block is still the same node object.
 */
function currentPlace(editor: Editor, block: HoveredBlock): HoveredBlock | null {
  const { doc } = editor.state;
  if (doc.nodeAt(block.pos) === block.node) return block;
  let found: HoveredBlock | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (node === block.node) found = { ...block, pos };
    return !node.isTextblock;
  });
  return found;
}

/** Inserts a block where the schema takes it, selects it and opens its editor; false when refused. */
function insertBlock(editor: Editor, at: number, node: ProseMirrorNode): boolean {
  const { state, view } = editor;
  const $at = state.doc.resolve(at);
  if (!$at.parent.canReplaceWith($at.index(), $at.index(), node.type)) return false;
  const transaction = state.tr.insert(at, node);
  const selection = node.isAtom
    ? NodeSelection.create(transaction.doc, at)
    : TextSelection.near(transaction.doc.resolve(at + 1));
  view.dispatch(transaction.setSelection(selection).scrollIntoView());
  view.focus();
  reveal(editor, at);
  openNewItemEditor(editor, at, node);
  return true;
}

/**
 * ProseMirror scrolls the caret into view, which shows a new block's first line only (a code box's
 * language bar at the window's foot); once drawn, the whole block is brought in as far as it fits.
 */
function reveal(editor: Editor, at: number): void {
  requestAnimationFrame(() => {
    if (editor.isDestroyed) return;
    const element = editor.view.nodeDOM(at);
    if (element instanceof HTMLElement) element.scrollIntoView({ block: "nearest" });
  });
}
