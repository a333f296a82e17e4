// Where a reader's selection is, as a report keeps it: the block (the nearest element with a
// data-oid, else the nearest text block named by its place: report-place.ts), the offsets of the
// selection inside the block's text and the quoted text. The server checks the offsets against the
// same element's text.

import { POSITIONAL_BLOCK_PREFIX, TEXT_BLOCK_SELECTOR } from "@textbook/shared";

/** The longest quote a report keeps (ERROR_CORRECTION_LIMITS.quote; kept here without the zod module). */
export const QUOTE_MAX = 500;

export interface SelectionPlace {
  blockOid: string;
  /** Absent for a whole block (reported by a click in it, without selecting text). */
  startOffset?: number;
  endOffset?: number;
  quote: string;
}

/** The block and its name: its oid, else its place among the text blocks ("@3"). */
function blockOf(node: Node | null, root: HTMLElement): { element: HTMLElement; name: string } | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const withOid = element?.closest<HTMLElement>("[data-oid]") ?? null;
  if (withOid?.dataset.oid && root.contains(withOid)) return { element: withOid, name: withOid.dataset.oid };
  const text = element?.closest<HTMLElement>(TEXT_BLOCK_SELECTOR) ?? null;
  if (!text || !root.contains(text)) return null;
  const index = Array.from(root.querySelectorAll(TEXT_BLOCK_SELECTOR)).indexOf(text);
  return index < 0 ? null : { element: text, name: `${POSITIONAL_BLOCK_PREFIX}${index}` };
}

/** The selection's place inside `root`, or null when it is empty or not within one block. */
export function selectionPlace(selection: Selection | null, root: HTMLElement): SelectionPlace | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const block = blockOf(range.commonAncestorContainer, root);
  if (!block) return null;
  const before = document.createRange();
  before.selectNodeContents(block.element);
  before.setEnd(range.startContainer, range.startOffset);
  const startOffset = before.toString().length;
  const selected = range.toString();
  if (selected.trim() === "") return null;
  const quote = selected.slice(0, QUOTE_MAX);
  return { blockOid: block.name, startOffset, endOffset: startOffset + quote.length, quote };
}

/** The whole block a click landed in (no text selected): its name and its text as the quote. */
export function blockPlace(target: Node | null, root: HTMLElement): SelectionPlace | null {
  const block = blockOf(target, root);
  const quote = (block?.element.textContent ?? "").trim().slice(0, QUOTE_MAX);
  return block && quote ? { blockOid: block.name, quote } : null;
}
