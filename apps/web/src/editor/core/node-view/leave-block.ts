// Leaving a block that keeps the caret inside itself (the code box's CodeMirror) by an arrow key.
// With nothing beyond it (a code box ending the file) the caret had nowhere to go and stayed in the
// box; there a new empty paragraph takes it, where the schema allows one.
import type { EditorState, Transaction } from "@tiptap/pm/state";
import { Selection, TextSelection } from "@tiptap/pm/state";

/** The transaction that puts the caret just before (-1) or after (1) the block at `pos`. */
export function leaveBlock(state: EditorState, pos: number, size: number, direction: -1 | 1): Transaction {
  const edge = direction < 0 ? pos : pos + size;
  const $edge = state.doc.resolve(edge);
  const beyond = Selection.findFrom($edge, direction);
  if (beyond) return state.tr.setSelection(beyond);
  const { paragraph } = state.schema.nodes;
  if (paragraph && $edge.parent.canReplaceWith($edge.index(), $edge.index(), paragraph)) {
    const transaction = state.tr.insert(edge, paragraph.create());
    return transaction.setSelection(TextSelection.create(transaction.doc, edge + 1));
  }
  return state.tr.setSelection(Selection.near($edge, direction));
}
