// A BOOK link may lead to a heading of a file (content §3.13 headingOid), and the link dialog offers
// only headings that have an oid. Headings made by typing, turning a paragraph into a heading or
// splitting one have none (an oid is not kept on split), and a pasted heading may repeat another's:
// this plugin gives each such heading a fresh oid in the transaction that made it, so what is
// saved can be linked to. A loaded document is left as stored: its headings get oids when edited.
import type { Fragment, Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { ReplaceAroundStep, ReplaceStep } from "@tiptap/pm/transform";
import { newOid } from "../../core/node-view/new-oid.ts";

const headingOidsKey = new PluginKey("headingOids");

interface AuthorEdits {
  /** The ranges of the final document the author's transactions changed. */
  ranges: { from: number; to: number }[];
  /** Whether they brought in a heading that has an oid (a paste, a move, an undone deletion). */
  bringsHeadingOids: boolean;
}

function hasHeadingOid(fragment: Fragment): boolean {
  let found = false;
  fragment.descendants((node) => {
    if (node.type.name === "heading" && typeof node.attrs.oid === "string") found = true;
    return !found && !node.isTextblock;
  });
  return found;
}

function authorEdits(transactions: readonly Transaction[]): AuthorEdits {
  const edits: AuthorEdits = { ranges: [], bringsHeadingOids: false };
  for (const transaction of transactions) {
    for (const range of edits.ranges) {
      range.from = transaction.mapping.map(range.from, -1);
      range.to = transaction.mapping.map(range.to, 1);
    }
    if (!transaction.docChanged || transaction.getMeta("addToHistory") === false) continue;
    transaction.mapping.maps.forEach((map, index) => {
      const rest = transaction.mapping.slice(index + 1);
      map.forEach((_oldStart, _oldEnd, start, end) => {
        edits.ranges.push({ from: rest.map(start, -1), to: rest.map(end, 1) });
      });
    });
    edits.bringsHeadingOids ||= transaction.steps.some(
      (step) =>
        (step instanceof ReplaceStep || step instanceof ReplaceAroundStep) &&
        hasHeadingOid(step.slice.content),
    );
  }
  return edits;
}

function headingOidsOutside(doc: ProseMirrorNode, skip: Set<number>): Set<string> {
  const oids = new Set<string>();
  doc.descendants((node, position) => {
    if (node.type.name === "heading" && !skip.has(position) && typeof node.attrs.oid === "string")
      oids.add(node.attrs.oid);
    return !node.isTextblock;
  });
  return oids;
}

/** The transaction that gives the changed headings without an oid, or with a taken one, a fresh oid. */
function assignHeadingOids(
  doc: ProseMirrorNode,
  { ranges, bringsHeadingOids }: AuthorEdits,
  transaction: Transaction,
): Transaction | null {
  const changed = new Map<number, ProseMirrorNode>();
  for (const { from, to } of ranges) {
    const size = doc.content.size;
    doc.nodesBetween(Math.max(0, from - 1), Math.min(size, to + 1), (node, position) => {
      if (node.type.name === "heading") changed.set(position, node);
      return !node.isTextblock;
    });
  }
  if (changed.size === 0) return null;
  // Only a heading brought in with its oid can repeat another's: the whole walk is paid then, not
  // for each key typed in a heading.
  const taken = bringsHeadingOids ? headingOidsOutside(doc, new Set(changed.keys())) : new Set<string>();
  for (const [position, node] of [...changed].sort(([a], [b]) => a - b)) {
    const oid = node.attrs.oid;
    if (typeof oid === "string" && oid !== "" && !taken.has(oid)) {
      taken.add(oid);
      continue;
    }
    const fresh = newOid();
    taken.add(fresh);
    transaction.setNodeMarkup(position, undefined, { ...node.attrs, oid: fresh });
  }
  return transaction.docChanged ? transaction : null;
}

export function headingOidsPlugin(): Plugin {
  return new Plugin({
    key: headingOidsKey,
    appendTransaction(transactions, _old, state) {
      const edits = authorEdits(transactions);
      if (edits.ranges.length === 0) return null;
      return assignHeadingOids(state.doc, edits, state.tr);
    },
  });
}
