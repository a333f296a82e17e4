// Where a search word occurs in a document. Text is searched per textblock, so a word split by marks
// (half bold) is still found, while a match never spans two paragraphs.
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { Transaction } from "@tiptap/pm/state";

export interface Match {
  from: number;
  to: number;
}

export function findMatches(doc: ProseMirrorNode, word: string): Match[] {
  if (word === "") return [];
  const matches: Match[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    matches.push(...blockMatches(node, pos, word));
    return false;
  });
  return matches;
}

/** The matches in the textblock `block` at `pos`. */
function blockMatches(block: ProseMirrorNode, pos: number, word: string): Match[] {
  const needle = word.toLocaleLowerCase();
  const matches: Match[] = [];
  // The block's text with the document position of each character; atoms (inline math, images)
  // break the text so a match cannot jump over them.
  let text = "";
  const positions: number[] = [];
  block.forEach((child, offset) => {
    if (child.isText && child.text) {
      for (let index = 0; index < child.text.length; index += 1) positions.push(pos + 1 + offset + index);
      text += child.text;
    } else {
      positions.push(-1);
      text += "\u0000";
    }
  });
  const haystack = text.toLocaleLowerCase();
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    const from = positions[at];
    const last = positions[at + needle.length - 1];
    if (from !== undefined && last !== undefined && from >= 0 && last >= 0) {
      matches.push({ from, to: last + 1 });
    }
    at = haystack.indexOf(needle, at + Math.max(needle.length, 1));
  }
  return matches;
}

export interface MatchUpdate {
  matches: Match[];
  /** The part of the edited document searched again, whose earlier matches are gone. */
  searched: { from: number; to: number };
  /** The matches found there. */
  found: Match[];
}

/**
 * The matches after an edit, from those before it, or null when the edit changed nothing: only the
 * textblocks between the first and the last change are searched again, the other matches stay or
 * move by the change in length, so typing with a word set costs the edited block, not the chapter.
 */
export function updateMatches(previous: Match[], transaction: Transaction, word: string): MatchUpdate | null {
  const start = transaction.before.content.findDiffStart(transaction.doc.content);
  const end = transaction.before.content.findDiffEnd(transaction.doc.content);
  if (start === null || !end) return null;
  // Where the new document differs (typing a repeated text can make the two ends cross), widened
  // to the textblocks there.
  const shift = end.b - end.a;
  const searched = { from: Math.min(start, end.b), to: Math.max(start, end.b) };
  const size = transaction.doc.content.size;
  const around = { from: Math.max(0, searched.from - 1), to: Math.min(size, searched.to + 1) };
  transaction.doc.nodesBetween(around.from, around.to, (node, pos) => {
    if (!node.isTextblock) return true;
    searched.from = Math.min(searched.from, pos);
    searched.to = Math.max(searched.to, pos + node.nodeSize);
    return false;
  });
  const found: Match[] = [];
  transaction.doc.nodesBetween(searched.from, searched.to, (node, pos) => {
    if (!node.isTextblock) return true;
    found.push(...blockMatches(node, pos, word));
    return false;
  });
  // Before the change nothing moved; after it everything moved by the change in length.
  const before = previous.filter((match) => match.to <= searched.from);
  const after = previous
    .filter((match) => match.from >= searched.to - shift && match.to > searched.from)
    .map((match) => ({ from: match.from + shift, to: match.to + shift }));
  const matches = [...before, ...found, ...after];
  return { matches, searched, found };
}
