// Puts a stored document into the editor. Old-version nodes are upgraded first (content §4), then
// content that does not fit the schema is refused (the editor's content check) instead of being
// silently dropped. Loading is not an edit: it stays out of undo history (upgrade included) and
// does not count as a change to save.
import { upgradeDocument } from "@textbook/schema";
import type { Editor, JSONContent } from "@tiptap/core";

/** Marks the transaction that puts a stored document in: plugins tell a load from an edit by it. */
export const DOCUMENT_LOADED = "documentLoaded";

/** Returns the reason when the document does not fit the schema; the editor keeps what it had. */
export function loadDocument(editor: Editor, json: Record<string, unknown>): Error | null {
  try {
    editor
      .chain()
      .setMeta("addToHistory", false)
      .setMeta(DOCUMENT_LOADED, true)
      .setContent(upgradeDocument(json).doc as JSONContent, {
        emitUpdate: false,
        errorOnInvalidContent: true,
      })
      .run();
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
