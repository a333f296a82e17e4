// The 3D model box (content §3.10): a card whose title is its threeDTitle child, and a viewer opened
// from it. three.js and the loaders are fetched only when a reader opens a model.
import { THREE_D_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { fetchDownloadUrl } from "../../api/attachments.ts";
import { subjectIcon } from "../media-card/book-icon.ts";
import type { TitleHolder } from "../media-card/card-title.ts";
import { attributeText } from "../node-view/attribute-text.ts";
import { createElement } from "../node-view/create-element.ts";
import { THREE_D_LAYOUTS } from "./card-layouts.ts";
import type { CardContext, FileCardKind } from "./file-card-view.ts";
import { ViewerError } from "./model-error.ts";
import { isCheckingModel, subscribeModelChecks } from "./three-d-upload.ts";
import { openViewerDialog } from "./viewer-dialog.ts";

const TEXTS = THREE_D_TEXTS.threeD;

/** The threeDTitle child's title, else the box's own title or file name (older content). */
export function threeDTitle(node: ProseMirrorNode): string | null {
  let title: string | null = null;
  node.forEach((child) => {
    if (child.type.name === "threeDTitle") title ??= attributeText(child.attrs.title);
  });
  return title ?? attributeText(node.attrs.title) ?? attributeText(node.attrs.name);
}

/** The threeDTitle child, where a title edit goes (content §3.10: the 3D title has the title). */
export function threeDTitleHolder(node: ProseMirrorNode, pos: number): TitleHolder | null {
  let holder: TitleHolder | null = null;
  node.forEach((child, offset) => {
    if (child.type.name === "threeDTitle") holder ??= { node: child, pos: pos + 1 + offset };
  });
  return holder;
}

/** The file's bytes through a fresh signed link (stored links expire). */
export async function fetchAttachmentBytes(fileOid: string, failure: string): Promise<Uint8Array> {
  try {
    const { url } = await fetchDownloadUrl(fileOid, { bypassError: true });
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    console.warn("attachment could not be fetched", error);
    throw new ViewerError(failure);
  }
}

function toolButton(label: string, onClick: (button: HTMLButtonElement) => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = label;
  button.addEventListener("click", () => onClick(button));
  return button;
}

export async function openModelViewer({ node, fileName }: CardContext): Promise<void> {
  const fileOid = attributeText(node.attrs.fileOid);
  if (!fileOid) return;
  const dialog = openViewerDialog(threeDTitle(node) ?? TEXTS.untitled, "tb-model-viewer");
  dialog.status(TEXTS.loading);
  try {
    const [bytes, { showModel }] = await Promise.all([
      fetchAttachmentBytes(fileOid, TEXTS.linkFailed),
      import("./model-viewer.ts"),
    ]);
    if (dialog.closed) return;
    const viewer = await showModel(dialog.stage, bytes, fileName);
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

export const THREE_D_BOX: FileCardKind = {
  className: "tb-three-d-box",
  look: "three-d",
  layouts: THREE_D_LAYOUTS,
  texts: TEXTS,
  title: threeDTitle,
  titleHolder: threeDTitleHolder,
  icon: () => subjectIcon("threeD"),
  subject: "threeD",
  actions: (context) => [{ label: TEXTS.open, run: () => void openModelViewer(context) }],
  status: (editor, oid) => (isCheckingModel(editor, oid) ? TEXTS.checking : null),
  subscribeStatus: subscribeModelChecks,
};
