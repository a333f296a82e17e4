// A stored document's plain text, one string per paragraph (every text block: paragraphs, headings,
// list items, table cells, captions), read through the schema as the reader sees the text. Used
// for an edition's search index and for the changes since the released edition.
import { InvalidDocumentError, validateDocument } from "@textbook/schema";
import { childrenOf, type JsonNode, textOf } from "../content/document-walk.ts";

export function documentParagraphs(content: unknown): string[] {
  const paragraphs: string[] = [];
  try {
    validateDocument(content).descendants((node) => {
      if (!node.isTextblock) return true;
      const text = node.textContent.trim();
      if (text) paragraphs.push(text);
      return false;
    });
  } catch (error) {
    if (!(error instanceof InvalidDocumentError)) throw error;
    // A document the schema no longer reads still has its words: its top-level blocks' text.
    for (const block of childrenOf(content as JsonNode)) {
      const text = textOf(block).trim();
      if (text) paragraphs.push(text);
    }
  }
  return paragraphs;
}
