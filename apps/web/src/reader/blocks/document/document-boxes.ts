// Document boxes (content §3.11) in the reader: a card with the document's title, 预览 for a PDF
// (drawn by the editor's pdf.js pages, loaded only when opened) and 下载. An Office file is only
// downloaded: its PDF preview is made on demand by the server, which a static edition does not ask.
import { pathExtension, THREE_D_TEXTS } from "@textbook/shared";
import { ViewerError } from "../../../editor/blocks/three-d-box/model-error.ts";
import { openViewerDialog } from "../../../editor/blocks/three-d-box/viewer-dialog.ts";
import { cardButton, cardLink, readerCard } from "../reader-card.ts";
import {
  type BlockEnhancer,
  blocksOf,
  dataText,
  fileAddress,
  type ReaderContext,
} from "../reader-context.ts";
import { replaceContent } from "../replace-content.ts";
import "../../../editor/blocks/document-box/document-preview.css";

const TEXTS = THREE_D_TEXTS.document;

/** The document's address when it is a PDF the reader can preview. */
export function pdfOf(box: HTMLElement, context: ReaderContext): string | null {
  const file = fileAddress(context, box);
  return file && pathExtension(file.split("?")[0] ?? "") === "pdf" ? file : null;
}

async function openPdf(title: string, url: string): Promise<void> {
  const dialog = openViewerDialog(title, "tb-document-preview");
  dialog.status(TEXTS.loading);
  try {
    const { showPdf } = await import("../../../editor/blocks/document-box/pdf-pages.ts");
    if (dialog.closed) return;
    const shown = await showPdf(dialog.stage, url);
    dialog.onClose(() => shown.dispose());
    dialog.status(null);
  } catch (error) {
    if (!(error instanceof ViewerError)) console.error("document preview failed", error);
    dialog.status(error instanceof ViewerError ? error.message : TEXTS.failed, "error");
  }
}

function enhanceBox(box: HTMLElement, context: ReaderContext): () => void {
  const title = dataText(box, "title") ?? dataText(box, "name") ?? TEXTS.untitled;
  const file = fileAddress(context, box);
  const pdf = pdfOf(box, context);
  const actions = [
    pdf
      ? cardButton(TEXTS.preview, () => void openPdf(title, pdf), {
          "aria-haspopup": "dialog",
          "aria-label": `${TEXTS.preview}：${title}`,
        })
      : null,
    file
      ? cardLink(TEXTS.download, file, {
          download: dataText(box, "name") ?? "",
          "aria-label": `${TEXTS.download}：${title}`,
        })
      : null,
  ].filter((action) => action !== null);
  return replaceContent(box, [readerCard("document", title, actions)]);
}

export const enhanceDocumentBoxes: BlockEnhancer = (root, context) => {
  const stops = blocksOf(root, "documentBox").map((box) => enhanceBox(box, context));
  return () => {
    for (const stop of stops) stop();
  };
};
