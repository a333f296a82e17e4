// A small panel floating under a node view (formula editor, pickers, cell styles). It lives on
// document.body, outside the editable document, so ProseMirror never sees its DOM or its keys.
// It is fixed to the viewport: placed in the page, a panel near the bottom made the page taller and
// focusing its field scrolled the whole frame up, toolbar and all. Without room below the anchor it
// opens above; without room either way it scrolls inside itself. It follows the anchor as the
// editor scrolls and as its own content grows.
import { createElement } from "./create-element.ts";
import "./floating-panel.css";

export interface FloatingPanel {
  readonly element: HTMLElement;
  /** What it opened by. */
  readonly anchor: HTMLElement;
  close(): void;
  /** Also tells `listener` once the panel closes, after its opener's own `onClose`. */
  onClosed(listener: () => void): void;
}

export interface FloatingPanelOptions {
  anchor: HTMLElement;
  label: string;
  content: Node[];
  onClose?: () => void;
}

let openPanel: FloatingPanel | null = null;

/** The panel open now, if any: the one a click on a node view just opened. */
export function currentFloatingPanel(): FloatingPanel | null {
  return openPanel;
}

/** Opens a panel under `anchor`; only one is open at a time. */
export function openFloatingPanel({ anchor, label, content, onClose }: FloatingPanelOptions): FloatingPanel {
  openPanel?.close();
  const element = createElement(
    "div",
    { class: "tb-floating-panel", role: "dialog", "aria-label": label },
    content,
  );
  const onOutside = (event: MouseEvent) => {
    const target = event.target as Node;
    if (!element.contains(target) && !anchor.contains(target)) panel.close();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      panel.close();
    }
  };
  const follow = () => place(element, anchor);
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(follow) : null;
  const closedListeners: (() => void)[] = [];
  const panel: FloatingPanel = {
    element,
    anchor,
    close() {
      if (openPanel !== panel) return;
      openPanel = null;
      element.remove();
      document.removeEventListener("mousedown", onOutside, true);
      element.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", follow, true);
      window.removeEventListener("resize", follow);
      resized?.disconnect();
      onClose?.();
      for (const listener of closedListeners) listener();
    },
    onClosed(listener) {
      closedListeners.push(listener);
    },
  };
  document.body.append(element);
  follow();
  document.addEventListener("mousedown", onOutside, true);
  element.addEventListener("keydown", onKey);
  // Any scrolling ancestor (the editor's column) moves the anchor.
  window.addEventListener("scroll", follow, { capture: true, passive: true });
  window.addEventListener("resize", follow);
  resized?.observe(element);
  openPanel = panel;
  return panel;
}

const GAP = 6;
const MARGIN = 8;

export interface Placement {
  left: number;
  top: number;
  /** Set when the panel is taller than the room on either side. */
  maxHeight: number | null;
}

/** Where a panel of `size` goes by an anchor's viewport box: below, else above, else the roomier side. */
export function placePanel(
  anchor: { left: number; top: number; bottom: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Placement {
  const left = Math.max(MARGIN, Math.min(anchor.left, viewport.width - size.width - MARGIN));
  const below = viewport.height - anchor.bottom - GAP - MARGIN;
  const above = anchor.top - GAP - MARGIN;
  if (size.height <= below) return { left, top: anchor.bottom + GAP, maxHeight: null };
  if (size.height <= above) return { left, top: anchor.top - GAP - size.height, maxHeight: null };
  if (below >= above) return { left, top: anchor.bottom + GAP, maxHeight: Math.max(below, 0) };
  return { left, top: MARGIN, maxHeight: above };
}

function place(element: HTMLElement, anchor: HTMLElement): void {
  // Measured at its natural height, not at the limit an earlier placement set.
  element.style.maxHeight = "";
  const { left, top, maxHeight } = placePanel(
    anchor.getBoundingClientRect(),
    { width: element.offsetWidth || 360, height: element.offsetHeight },
    { width: window.innerWidth, height: window.innerHeight },
  );
  element.style.left = `${left}px`;
  element.style.top = `${top}px`;
  element.style.maxHeight = maxHeight === null ? "" : `${maxHeight}px`;
}
