// The document box's preview (content §3.11), in the viewer dialog: a PDF drawn by pdf.js, an
// Office file as the PDF the server makes of it with LibreOffice; when the server cannot (no
// LibreOffice, or a file it cannot convert) the dialog says so in Chinese and offers the download.
import { formatMessage, THREE_D_TEXTS } from "@textbook/shared";
import { fetchDocumentPreview } from "../../../api/documents.ts";
import { downloadAttachment } from "../../../app/download-attachment.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { ViewerError } from "../three-d-box/model-error.ts";
import { openViewerDialog } from "../three-d-box/viewer-dialog.ts";
import { documentTypeOf } from "./document-kinds.ts";
import "./document-preview.css";

const TEXTS = THREE_D_TEXTS.document;

function downloadButton(fileOid: string): HTMLButtonElement {
  const button = createElement("button", { type: "button", class: "tb-document-preview__download" }, [
    TEXTS.download,
  ]);
  button.addEventListener("click", () => void downloadAttachment(fileOid));
  return button;
}

export async function openDocumentPreview(fileOid: string, title: string, fileName: string): Promise<void> {
  const dialog = openViewerDialog(title, "tb-document-preview");
  dialog.tools.append(downloadButton(fileOid));
  const type = documentTypeOf(fileName);
  dialog.status(type && type !== "PDF" ? TEXTS.converting : TEXTS.loading);
  try {
    const [preview, pages] = await Promise.all([
      fetchDocumentPreview(fileOid, { bypassError: true }).catch((error: unknown) => {
        console.warn("document preview call failed", error);
        throw new ViewerError(TEXTS.linkFailed);
      }),
      import("./pdf-pages.ts"),
    ]);
    if (dialog.closed) return;
    if (preview.state !== "READY") {
      dialog.status(null);
      dialog.stage.append(
        createElement("div", { class: "tb-document-preview__note", role: "note" }, [
          createElement("p", {}, [preview.reason]),
          downloadButton(fileOid),
        ]),
      );
      return;
    }
    const shown = await pages.showPdf(dialog.stage, preview.url);
    dialog.onClose(() => shown.dispose());
    dialog.tools.prepend(
      createElement("span", { class: "tb-viewer__hint" }, [
        formatMessage(TEXTS.pages, { total: shown.pageCount }),
      ]),
    );
    dialog.status(null);
  } catch (error) {
    if (!(error instanceof ViewerError)) console.error("document preview failed", error);
    dialog.status(error instanceof ViewerError ? error.message : TEXTS.failed, "error");
  }
}
