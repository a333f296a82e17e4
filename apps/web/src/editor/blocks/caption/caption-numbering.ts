// Live caption numbering (content §3.7, §5) and cross references that follow it (content §4): when
// an edit adds, removes, moves or hides a caption, the document's captions are renumbered in
// reading order and the references to them rewritten, in the same undo step. Edits that touch no
// caption cost only a look at the changed ranges, so typing stays cheap in long chapters.

import {
  type CaptionPlace,
  type CrossReferenceState,
  captionOidOf,
  captionTargets,
  collectCaptions,
  type NoteTitleSetting,
  noteTitleAttrs,
  renumberCaptions,
  resolveCrossReference,
  shownCaptionPlace,
} from "@textbook/schema";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { DOCUMENT_LOADED } from "../../core/load-document.ts";
import { newOid } from "../../core/node-view/new-oid.ts";

/** Nodes whose change can alter numbering or what a reference shows. */
const NUMBERED = new Set(["caption", "floatingImage", "tableBox", "imageBox", "crossReference"]);

export const captionNumberingKey = new PluginKey("captionNumbering");

export interface CaptionNumberingStorage {
  /** The chapter's and section's numbers in the book; set by the editor page when it knows them. */
  place: CaptionPlace | null;
  /** The book's note-title setting, which captions new to the file take; set by the editor page. */
  noteTitle: NoteTitleSetting | null;
}

function touchesNumbering(transaction: Transaction): boolean {
  return transaction.steps.some((step, index) => {
    const before = transaction.docs[index] as ProseMirrorNode;
    const after = transaction.docs[index + 1] ?? transaction.doc;
    let touched = false;
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      const look = (doc: ProseMirrorNode, from: number, to: number) =>
        doc.nodesBetween(from, Math.min(to, doc.content.size), (node) => {
          if (NUMBERED.has(node.type.name)) touched = true;
          return !touched;
        });
      look(before, oldStart, oldEnd);
      if (!touched) look(after, newStart, newEnd);
    });
    // Attribute steps map no range; they name their position.
    const position = (step as { pos?: number }).pos;
    if (!touched && typeof position === "number") {
      const node = before.nodeAt(position);
      touched = node !== null && NUMBERED.has(node.type.name);
    }
    return touched;
  });
}

/** Captions and floating images are blocks: the text of paragraphs and captions is not searched. */
function holdsBlocks(node: ProseMirrorNode): boolean {
  return node.isBlock && !node.isTextblock;
}

function changed(attrs: Record<string, unknown>, next: object): boolean {
  return Object.entries(next).some(([name, value]) => attrs[name] !== value);
}

/**
 * The transaction that brings numbering and references up to date, or null when they already are.
 * `previous` is the document before the edit (for a load, the loaded one): the file's numbering
 * starts where its captions started there.
 */
export function updateNumbering(
  previous: ProseMirrorNode,
  doc: ProseMirrorNode,
  transaction: Transaction,
  storage: CaptionNumberingStorage,
): Transaction | null {
  const before = new Set(collectCaptions(previous).map((caption) => caption.oid));
  doc.descendants((node, position) => {
    if (node.type.name !== "caption" && node.type.name !== "floatingImage") return holdsBlocks(node);
    const oid = captionOidOf(node);
    // A caption pasted or made elsewhere without an id could be neither numbered nor referred to.
    const id = node.type.name === "caption" && oid === null ? { oid: newOid() } : null;
    // A caption new to the file follows the book's note-title setting (shell §7).
    const fresh = typeof oid !== "string" || !before.has(oid);
    const style = fresh && storage.noteTitle ? noteTitleAttrs(node, storage.noteTitle) : null;
    if (id || (style && changed(node.attrs, style))) {
      transaction.setNodeMarkup(position, undefined, { ...node.attrs, ...style, ...id });
    }
    return false;
  });
  const numbers = renumberCaptions(transaction.doc, shownCaptionPlace(previous, storage.place));
  // The numbers are written first, so the references read the new labels.
  transaction.doc.descendants((node, position) => {
    const oid = captionOidOf(node);
    const next =
      typeof oid === "string" && (node.type.name === "caption" || node.type.name === "floatingImage")
        ? numbers.get(oid)
        : undefined;
    if (next && changed(node.attrs, next))
      transaction.setNodeMarkup(position, undefined, { ...node.attrs, ...next });
    return holdsBlocks(node);
  });
  const targets = captionTargets(transaction.doc);
  const known = new Set([...before, ...targets.keys()]);
  transaction.doc.descendants((node, position) => {
    if (node.type.name !== "crossReference") return node.isBlock;
    const target = node.attrs.targetCaptionOid;
    // References into other files are resolved where those files are known, not here.
    if (typeof target !== "string" || !known.has(target)) return false;
    const next = resolveCrossReference(
      node.attrs as CrossReferenceState & { targetCaptionOid: string },
      targets,
    );
    if (changed(node.attrs, next)) transaction.setNodeMarkup(position, undefined, { ...node.attrs, ...next });
    return false;
  });
  return transaction.docChanged ? transaction : null;
}

/** Runs after every transaction whose steps touch a caption, a caption holder or a reference. */
export function captionNumberingPlugin(storage: CaptionNumberingStorage): Plugin {
  return new Plugin({
    key: captionNumberingKey,
    appendTransaction(transactions, oldState, newState) {
      if (!transactions.some((transaction) => transaction.docChanged && touchesNumbering(transaction)))
        return null;
      // A loaded document keeps the numbers it was stored with (the book's numbering continues
      // from file to file), rather than those of the document it replaces.
      const loaded = transactions.some((transaction) => transaction.getMeta(DOCUMENT_LOADED));
      return updateNumbering(loaded ? newState.doc : oldState.doc, newState.doc, newState.tr, storage);
    },
  });
}
