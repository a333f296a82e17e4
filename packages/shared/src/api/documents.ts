// The document box's in-page preview (content §3.11, shell §3 document types): a PDF is shown as
// it is; an Office file is shown as the PDF the server makes of it with LibreOffice, when installed.
import { z } from "zod";

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
