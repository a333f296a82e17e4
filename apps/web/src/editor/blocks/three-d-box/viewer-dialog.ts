// The dialog the 3D viewer and the document preview open in: plain DOM over the page (the editor's
// node views have no React), with a title, tools, a status line for loading and failures, and a
// stage. Esc, the close button or a click beside it closes it; Tab stays inside while it is open and
// the focus goes back where it was when it closes (the published reader's popups open in it too).
import { THREE_D_TEXTS } from "@textbook/shared";
import { createElement } from "../../core/node-view/create-element.ts";
import "./viewer-dialog.css";

export interface ViewerDialog {
  readonly stage: HTMLElement;
  readonly tools: HTMLElement;
  readonly closed: boolean;
  /** Shows a loading or failure line over the stage; null hides it. */
  status(text: string | null, kind?: "loading" | "error"): void;
  /** Runs when the dialog closes (at once if it already has). */
  onClose(callback: () => void): void;
  close(): void;
}

export function openViewerDialog(title: string, className: string): ViewerDialog {
  const closeButton = createElement("button", { type: "button", class: "tb-viewer__close" }, [
    THREE_D_TEXTS.viewer.close,
  ]);
  const tools = createElement("div", { class: "tb-viewer__tools" });
  const stage = createElement("div", { class: "tb-viewer__stage" });
  const statusLine = createElement("div", { class: "tb-viewer__status", role: "status", hidden: "" });
  const panel = createElement(
    "div",
    { class: `tb-viewer__panel ${className}`, role: "dialog", "aria-modal": "true", "aria-label": title },
    [
      createElement("div", { class: "tb-viewer__header" }, [
        createElement("strong", { class: "tb-viewer__title" }, [title]),
        tools,
        closeButton,
      ]),
      createElement("div", { class: "tb-viewer__body" }, [stage, statusLine]),
    ],
  );
  const backdrop = createElement("div", { class: "tb-viewer" }, [panel]);
  const callbacks: (() => void)[] = [];
  let closed = false;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
    if (event.key === "Tab") keepFocusInside(panel, event);
  };
  function close() {
    if (closed) return;
    closed = true;
    document.removeEventListener("keydown", onKey, true);
    backdrop.remove();
    opener?.focus();
    for (const callback of callbacks.splice(0)) callback();
  }
  closeButton.addEventListener("click", close);
  backdrop.addEventListener("mousedown", (event) => {
    if (event.target === backdrop) close();
  });
  document.addEventListener("keydown", onKey, true);
  document.body.append(backdrop);
  closeButton.focus();

  return {
    stage,
    tools,
    get closed() {
      return closed;
    },
    status(text, kind = "loading") {
      statusLine.hidden = text === null;
      statusLine.textContent = text ?? "";
      statusLine.dataset.kind = kind;
    },
    onClose(callback) {
      if (closed) callback();
      else callbacks.push(callback);
    },
    close,
  };
}

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select, textarea, video[controls], audio[controls], [tabindex]:not([tabindex='-1'])";

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const controls = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => !item.hidden);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
