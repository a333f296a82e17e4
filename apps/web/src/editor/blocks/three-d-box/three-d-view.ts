// The 3D model box (content §3.10): a card whose title is its threeDTitle child, and a viewer opened
// from it. three.js and the loaders are fetched only when a reader opens a model.
import { THREE_D_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { fetchDownloadUrl } from "../../../api/attachments.ts";
import { subjectIcon } from "../../core/media-card/book-icon.ts";
import type { TitleHolder } from "../../core/media-card/card-title.ts";
import type { CardContext, FileCardKind } from "../../core/media-card/file-card-view.ts";
import { attributeText } from "../../core/node-view/attribute-text.ts";
import { THREE_D_LAYOUTS } from "./card-layouts.ts";
import { ViewerError } from "./model-error.ts";
import { showModelInDialog } from "./show-model-in-dialog.ts";
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

export async function openModelViewer({ node, fileName }: CardContext): Promise<void> {
  const fileOid = attributeText(node.attrs.fileOid);
  if (!fileOid) return;
  const dialog = openViewerDialog(threeDTitle(node) ?? TEXTS.untitled, "tb-model-viewer");
  await showModelInDialog(dialog, fetchAttachmentBytes(fileOid, TEXTS.linkFailed), fileName);
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
