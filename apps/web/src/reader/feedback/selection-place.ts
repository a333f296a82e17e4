// Where a reader's selection is, as a report keeps it: the block (the nearest element with a
// data-oid, as the edition's HTML writes every block's oid), the offsets of the selection inside the
// block's text and the quoted text. The server checks the offsets against the same element's text.

/** The longest quote a report keeps (ERROR_CORRECTION_LIMITS.quote; kept here without the zod module). */
export const QUOTE_MAX = 500;

export interface SelectionPlace {
  blockOid: string;
  startOffset: number;
  endOffset: number;
  quote: string;
}

function blockOf(node: Node | null, root: HTMLElement): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const block = element?.closest<HTMLElement>("[data-oid]") ?? null;
  return block && root.contains(block) ? block : null;
}

/** The selection's place inside `root`, or null when it is empty or not within one block. */
export function selectionPlace(selection: Selection | null, root: HTMLElement): SelectionPlace | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const block = blockOf(range.commonAncestorContainer, root);
  if (!block?.dataset.oid) return null;
  const before = document.createRange();
  before.selectNodeContents(block);
  before.setEnd(range.startContainer, range.startOffset);
  const startOffset = before.toString().length;
  const selected = range.toString();
  if (selected.trim() === "") return null;
  const quote = selected.slice(0, QUOTE_MAX);
  return { blockOid: block.dataset.oid, startOffset, endOffset: startOffset + quote.length, quote };
}

/** A whole block, reported without selecting text. */
export function blockPlace(block: HTMLElement): { blockOid: string; quote: string } | null {
  const oid = block.dataset.oid;
  return oid ? { blockOid: oid, quote: (block.textContent ?? "").trim().slice(0, QUOTE_MAX) } : null;
}
