// The dialog the 3D viewer and the document preview open in: plain DOM over the page (the editor's
// node views have no React), with a title, tools, a status line for loading and failures, and a
// stage. Esc, the close button or a click beside it closes it.
import { THREE_D_TEXTS } from "@textbook/shared";
import { createElement } from "../node-view/create-element.ts";
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

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  };
  function close() {
    if (closed) return;
    closed = true;
    document.removeEventListener("keydown", onKey, true);
    backdrop.remove();
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
