// The part of the document on screen, and a screen's worth either side of it: find and replace
// highlights the matches there only, since ProseMirror's cost for each update grows with the
// number of blocks holding decorations times the number of blocks.
import type { EditorView } from "@tiptap/pm/view";

export interface Range {
  from: number;
  to: number;
}

export interface Screen {
  /** What is on screen. */
  shown: Range;
  /** With a screen's worth either side. */
  near: Range;
}

/** Null where nothing can tell (no layout, the editor off screen): then every match is highlighted. */
export function nearScreen(view: EditorView): Screen | null {
  const box = view.dom.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (bottom <= top) return null;
  const left = box.left + box.width / 2;
  const from = view.posAtCoords({ left, top: top + 1 })?.pos;
  const to = view.posAtCoords({ left, top: bottom - 1 })?.pos;
  if (from === undefined || to === undefined) return null;
  const reach = Math.max(to - from, 1);
  const size = view.state.doc.content.size;
  return {
    shown: { from, to },
    near: { from: Math.max(0, from - reach), to: Math.min(size, to + reach) },
  };
}

export function contains(outer: Range | null, inner: Range): boolean {
  return outer === null || (outer.from <= inner.from && inner.to <= outer.to);
}
