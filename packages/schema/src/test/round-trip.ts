// JSON → document → HTML → document, both through renderDocumentHtml (the export) and through
// Tiptap's generateHTML, each parsed back with generateJSON (happy-dom as the DOM).
import { generateHTML, generateJSON } from "@tiptap/html";
import { extensions } from "../extensions.ts";
import { renderDocumentHtml } from "../render-html.ts";
import { validateDocument } from "../validate-document.ts";

export interface RoundTrip {
  /** The stored document, every default filled in. */
  stored: unknown;
  exportHtml: string;
  editorHtml: string;
  fromExportHtml: unknown;
  fromEditorHtml: unknown;
}

export function roundTrip(json: unknown): RoundTrip {
  const stored = validateDocument(json).toJSON();
  const exportHtml = renderDocumentHtml(json);
  const editorHtml = generateHTML(stored, extensions);
  return {
    stored,
    exportHtml,
    editorHtml,
    fromExportHtml: generateJSON(exportHtml, extensions),
    fromEditorHtml: generateJSON(editorHtml, extensions),
  };
}
