import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { schema } from "./extensions.ts";
import { findUnknownAttribute } from "./find-unknown-attribute.ts";

export class InvalidDocumentError extends Error {
  override name = "InvalidDocumentError";
}

/**
 * Parses stored or submitted JSON against the shared schema and checks every node's content and
 * attributes. Throws InvalidDocumentError instead of dropping what does not fit.
 */
export function validateDocument(json: unknown): ProseMirrorNode {
  if (typeof json !== "object" || json === null) {
    throw new InvalidDocumentError("document must be a JSON object");
  }
  const unknown = findUnknownAttribute(schema, json);
  if (unknown) throw new InvalidDocumentError(`invalid document: ${unknown}`);
  try {
    const node = schema.nodeFromJSON(json);
    if (node.type !== schema.topNodeType) {
      throw new InvalidDocumentError(`document must start with "doc", got "${node.type.name}"`);
    }
    node.check();
    return node;
  } catch (error) {
    if (error instanceof InvalidDocumentError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidDocumentError(`invalid document: ${reason}`, { cause: error });
  }
}
