// Storing an extended reading through the readings calls (shell §7 Files > Readings). The node's
// oid is its reading's oid: a node is updated with PUT .../readings/{oid}; one that has none on the
// server yet is created with POST (at once when its oid was minted in this tab; after a 404 when
// it was pasted from another file), and the node takes the new reading's oid. The node keeps a copy of the fields, so it draws
// without a call.
import type { Reading, ReadingBody } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { ApiError } from "../../../api/client.ts";
import { createReading, updateReading } from "../../../api/readings.ts";
import { editorFile } from "../../core/media-links/media-links.ts";
import { mintedInThisTab } from "../../core/node-view/new-oid.ts";
import { setAttributesByOid } from "../../core/upload/node-by-oid.ts";

export async function saveReading(editor: Editor, oid: unknown, body: ReadingBody): Promise<Reading> {
  const file = editorFile(editor);
  if (!file) throw new Error("the editor shows no stored file");
  if (typeof oid === "string" && oid !== "" && !mintedInThisTab(oid)) {
    try {
      return await updateReading(file, oid, body);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return createReading(file, body);
}

/** The node's attributes for a stored reading. */
export function readingAttributes(reading: Reading): Record<string, unknown> {
  return {
    oid: reading.oid,
    type: reading.type,
    typeName: reading.typeName || null,
    title: reading.title || null,
    resources: reading.resources,
  };
}

/**
 * Saves the reading of the node `oid` and writes it back onto that node, wherever it is now (an
 * upload that ended after its panel closed). Failures are logged: the node keeps what it had.
 */
export async function saveReadingOfNode(editor: Editor, oid: string, body: ReadingBody): Promise<void> {
  try {
    const reading = await saveReading(editor, oid, body);
    setAttributesByOid(editor, oid, () => readingAttributes(reading));
  } catch (error) {
    console.error("saving the extended reading failed", error);
  }
}
