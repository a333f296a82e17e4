// A BOOK link may lead to a heading of a file (content §3.13 headingOid), and the link dialog offers
// only headings that have an oid. Headings made by typing, turning a paragraph into a heading or
// splitting one have none (an oid is not kept on split), and a pasted heading may repeat another's:
// this plugin gives each such heading a fresh oid in the transaction that made it, so what is
// saved can be linked to. A loaded document is left as stored: its headings get oids when edited.
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { newOid } from "../node-view/new-oid.ts";

export const headingOidsKey = new PluginKey("headingOids");

/** The ranges of the final document the author's transactions changed. */
function changedRanges(transactions: readonly Transaction[]): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  for (const transaction of transactions) {
    for (const range of ranges) {
      range.from = transaction.mapping.map(range.from, -1);
      range.to = transaction.mapping.map(range.to, 1);
    }
    if (!transaction.docChanged || transaction.getMeta("addToHistory") === false) continue;
    transaction.mapping.maps.forEach((map, index) => {
      const rest = transaction.mapping.slice(index + 1);
      map.forEach((_oldStart, _oldEnd, start, end) => {
        ranges.push({ from: rest.map(start, -1), to: rest.map(end, 1) });
      });
    });
  }
  return ranges;
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
export function assignHeadingOids(
  doc: ProseMirrorNode,
  ranges: { from: number; to: number }[],
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
  // Only a changed heading that already has an oid can repeat another's: the walk is paid then.
  const needsWalk = [...changed.values()].some((node) => typeof node.attrs.oid === "string");
  const taken = needsWalk ? headingOidsOutside(doc, new Set(changed.keys())) : new Set<string>();
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
      const ranges = changedRanges(transactions);
      if (ranges.length === 0) return null;
      return assignHeadingOids(state.doc, ranges, state.tr);
    },
  });
}
