// The document box's preview call (content §3.11): POST /attachments/{id}/pdf-preview answers the
// PDF to show, or why there is none. Converting an Office file can take LibreOffice a while.
import { type DocumentPreview, documentCalls } from "@textbook/shared";
import { call } from "./call.ts";
import type { RequestOptions } from "./client.ts";

export function fetchDocumentPreview(
  attachmentOid: string,
  options: Pick<RequestOptions, "bypassError" | "signal"> = {},
): Promise<DocumentPreview> {
  return call(documentCalls.pdfPreview, { params: { id: attachmentOid }, ...options });
}
