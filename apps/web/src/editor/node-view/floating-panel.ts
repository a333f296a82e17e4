// A small panel floating under a node view (formula editor, pickers, cell styles). It lives on
// document.body, outside the editable document, so ProseMirror never sees its DOM or its keys.
import { createElement } from "./create-element.ts";
import "./floating-panel.css";

export interface FloatingPanel {
  readonly element: HTMLElement;
  close(): void;
}

export interface FloatingPanelOptions {
  anchor: HTMLElement;
  label: string;
  content: Node[];
  onClose?: () => void;
}

let openPanel: FloatingPanel | null = null;

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
  const panel: FloatingPanel = {
    element,
    close() {
      if (openPanel !== panel) return;
      openPanel = null;
      element.remove();
      document.removeEventListener("mousedown", onOutside, true);
      element.removeEventListener("keydown", onKey);
      onClose?.();
    },
  };
  document.body.append(element);
  place(element, anchor);
  document.addEventListener("mousedown", onOutside, true);
  element.addEventListener("keydown", onKey);
  openPanel = panel;
  return panel;
}

function place(element: HTMLElement, anchor: HTMLElement): void {
  const box = anchor.getBoundingClientRect();
  const width = element.offsetWidth || 360;
  const left = Math.max(
    8,
    Math.min(box.left + window.scrollX, window.scrollX + window.innerWidth - width - 8),
  );
  element.style.left = `${left}px`;
  element.style.top = `${box.bottom + window.scrollY + 6}px`;
}
