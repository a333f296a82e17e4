// 3D model boxes (content §3.10) in the reader: a card with the model's title and 查看模型, which
// opens the editor's own viewer in its dialog. three.js and the loaders are loaded only then, so
// the reader's first page never carries them.
import { THREE_D_TEXTS } from "@textbook/shared";
import { ViewerError } from "../../../editor/blocks/three-d-box/model-error.ts";
import { showModelInDialog } from "../../../editor/blocks/three-d-box/show-model-in-dialog.ts";
import { openViewerDialog } from "../../../editor/blocks/three-d-box/viewer-dialog.ts";
import { cardButton, readerCard } from "../reader-card.ts";
import {
  type BlockEnhancer,
  blocksOf,
  dataText,
  fileAddress,
  type ReaderContext,
} from "../reader-context.ts";
import { replaceContent } from "../replace-content.ts";

const TEXTS = THREE_D_TEXTS.threeD;

/** The file's bytes from the edition; a ViewerError when the edition does not serve it. */
export async function fetchBytes(url: string | null, failure: string): Promise<Uint8Array> {
  try {
    if (!url) throw new Error("the edition holds no file for this block");
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    console.warn("edition file could not be fetched", error);
    throw new ViewerError(failure);
  }
}

export function threeDTitleOf(box: HTMLElement): string {
  const child = box.querySelector<HTMLElement>('[data-type="threeDTitle"]');
  return (
    (child && dataText(child, "title")) ?? dataText(box, "title") ?? dataText(box, "name") ?? TEXTS.untitled
  );
}

function enhanceBox(box: HTMLElement, context: ReaderContext): () => void {
  const title = threeDTitleOf(box);
  const url = fileAddress(context, box);
  const fileName = dataText(box, "name") ?? url ?? "";
  const open = cardButton(
    TEXTS.open,
    () => {
      const dialog = openViewerDialog(title, "tb-model-viewer");
      void showModelInDialog(dialog, fetchBytes(url, TEXTS.linkFailed), fileName);
    },
    { "aria-haspopup": "dialog", "aria-label": `${TEXTS.open}：${title}` },
  );
  return replaceContent(box, [readerCard("three-d", title, [open])]);
}

export const enhanceThreeDBoxes: BlockEnhancer = (root, context) => {
  const stops = blocksOf(root, "threeDBox").map((box) => enhanceBox(box, context));
  return () => {
    for (const stop of stops) stop();
  };
};
