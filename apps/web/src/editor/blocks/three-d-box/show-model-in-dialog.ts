// The 3D viewer inside its dialog, for the editor's box and the published reader alike: the model's
// bytes and three.js (loaded only now) come together, then the tools (automatic turn, reset view);
// a model that cannot be shown says why in the dialog's status line.
import { THREE_D_TEXTS } from "@textbook/shared";
import { createElement } from "../../core/node-view/create-element.ts";
import { ViewerError } from "./model-error.ts";
import type { ViewerDialog } from "./viewer-dialog.ts";

const TEXTS = THREE_D_TEXTS.threeD;

function toolButton(label: string, onClick: (button: HTMLButtonElement) => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = label;
  button.addEventListener("click", () => onClick(button));
  return button;
}

/** `bytes` rejects with a ViewerError saying why the file could not be had. */
export async function showModelInDialog(
  dialog: ViewerDialog,
  bytes: Promise<Uint8Array>,
  fileName: string,
): Promise<void> {
  dialog.status(TEXTS.loading);
  try {
    const [data, { showModel }] = await Promise.all([bytes, import("./model-viewer.ts")]);
    if (dialog.closed) return;
    const viewer = await showModel(dialog.stage, data, fileName);
    dialog.onClose(() => viewer.dispose());
    const rotate = toolButton(TEXTS.rotate, (button) => {
      const on = button.getAttribute("aria-pressed") !== "true";
      button.setAttribute("aria-pressed", String(on));
      viewer.setAutoRotate(on);
    });
    rotate.setAttribute("aria-pressed", "true");
    dialog.tools.append(
      createElement("span", { class: "tb-viewer__hint" }, [TEXTS.controls]),
      rotate,
      toolButton(TEXTS.reset, () => viewer.reset()),
    );
    dialog.status(null);
  } catch (error) {
    if (!(error instanceof ViewerError)) console.error("3D viewer failed", error);
    dialog.status(error instanceof ViewerError ? error.message : TEXTS.failed, "error");
  }
}
