// The document box's preview call (content §3.11): POST /attachments/{id}/pdf-preview answers the
// PDF to show, or why there is none. Converting an Office file can take LibreOffice a while.
import type { DocumentPreview } from "@textbook/shared";
import { type RequestOptions, request } from "./client.ts";

export function fetchDocumentPreview(
  attachmentOid: string,
  options: Pick<RequestOptions, "bypassError" | "signal"> = {},
) {
  return request<DocumentPreview>(`/attachments/${encodeURIComponent(attachmentOid)}/pdf-preview`, {
    method: "POST",
    timeout: "upload",
    ...options,
  });
}
