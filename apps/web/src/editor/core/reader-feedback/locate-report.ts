// Where a reader's report points in today's document. The report was made on an edition; the file
// may have changed since. First the block by its oid (the quote inside it, nearest to where the
// reader selected it, or the whole block); then, when the block is gone or no longer holds the
// quote, the quote anywhere in the file; else a clear "not found".
import { ERROR_CORRECTION_TEXTS as T } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { findMatches } from "../find-replace/find-matches.ts";

export interface ReportPlace {
  blockOid: string | null;
  quote: string;
  startOffset: number | null;
}

export type Located = { by: "oid" | "quote"; from: number; to: number } | { by: "none"; message: string };

/** The block's text (its text nodes) with each character's document position. */
function textWithPositions(block: ProseMirrorNode, pos: number): { text: string; positions: number[] } {
  let text = "";
  const positions: number[] = [];
  block.descendants((child, offset) => {
    if (!child.isText || !child.text) return true;
    for (let index = 0; index < child.text.length; index += 1) positions.push(pos + 1 + offset + index);
    text += child.text;
    return false;
  });
  return { text, positions };
}

function blockByOid(doc: ProseMirrorNode, oid: string): { node: ProseMirrorNode; pos: number } | null {
  let found: { node: ProseMirrorNode; pos: number } | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (node.attrs.oid === oid) found = { node, pos };
    return !found;
  });
  return found;
}

/** The occurrence of `quote` in `text` whose start is nearest to `near`. */
function nearestIndex(text: string, quote: string, near: number): number {
  let best = -1;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    if (best === -1 || Math.abs(at - near) < Math.abs(best - near)) best = at;
  }
  return best;
}

export function locateReport(doc: ProseMirrorNode, report: ReportPlace): Located {
  const block = report.blockOid ? blockByOid(doc, report.blockOid) : null;
  if (block && report.quote === "") {
    return { by: "oid", from: block.pos, to: block.pos + block.node.nodeSize };
  }
  if (block) {
    const { text, positions } = textWithPositions(block.node, block.pos);
    const at = nearestIndex(text, report.quote, report.startOffset ?? 0);
    const from = positions[at];
    const last = positions[at + report.quote.length - 1];
    // Contiguous: the quote does not jump over an inline atom inserted since.
    if (at !== -1 && from !== undefined && last !== undefined && last - from === report.quote.length - 1) {
      return { by: "oid", from, to: last + 1 };
    }
  }
  if (report.quote !== "") {
    const [match] = findMatches(doc, report.quote);
    if (match) return { by: "quote", from: match.from, to: match.to };
  }
  return { by: "none", message: T.notFound };
}
