// The document box's in-page preview (content §3.11, shell §3 document types): a PDF is shown as
// it is; an Office file is shown as the PDF the server makes of it with LibreOffice, when installed.
import { z } from "zod";
import { attachmentParamsSchema, signedLinkQuerySchema } from "./attachments.ts";
import { defineCalls } from "./contract.ts";

/** Extensions of the Office document types (shell §3) the server converts to PDF for preview. */
export const OFFICE_EXTENSIONS = ["ppt", "pptx", "doc", "docx", "xls", "xlsx"] as const;

/**
 * `POST /attachments/{id}/pdf-preview`: READY with a short-lived link to the PDF, or why there is
 * none (UNAVAILABLE: no LibreOffice on the server; FAILED: the file could not be converted), with
 * the Chinese reason the page shows beside a download.
 */
export const documentPreviewSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("READY"), url: z.string(), expiration: z.string() }),
  z.object({ state: z.enum(["UNAVAILABLE", "FAILED"]), reason: z.string() }),
]);
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;

/** Tagged as attachments, whose ids they take; the module that answers them is the documents one. */
export const documentCalls = defineCalls("attachments", {
  pdfPreview: {
    method: "POST",
    path: "/attachments/:id/pdf-preview",
    summary: "The document box's PDF: its link, or why there is none (Office files converted once)",
    params: attachmentParamsSchema,
    data: documentPreviewSchema,
    timeout: "upload",
  },
  previewPdf: {
    method: "GET",
    path: "/documents/:attachmentOid/preview.pdf",
    summary: "A converted Office document's PDF through its signed link (no bearer token)",
    params: z.object({ attachmentOid: z.string().min(1).max(64) }),
    query: signedLinkQuerySchema,
    data: z.never(),
    bytes: true,
  },
});
