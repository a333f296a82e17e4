// Which document type (shell §3: PDF, PPT, PPTX, DOC, DOCX, XLS, XLSX) a file is, by its name: a PDF
// previews as it is, the Office types through the server's conversion.
import { DOCUMENT_TYPES, type DocumentType } from "@textbook/shared";

export function documentTypeOf(name: unknown): DocumentType | null {
  if (typeof name !== "string") return null;
  const extension = name.slice(name.lastIndexOf(".") + 1).toUpperCase();
  return name.includes(".") && (DOCUMENT_TYPES as readonly string[]).includes(extension)
    ? (extension as DocumentType)
    : null;
}
