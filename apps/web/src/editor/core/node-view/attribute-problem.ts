// Checks attribute values against the schema's own `validate` rules before they are written:
// ProseMirror checks them only when a whole document is checked (as the server does on save), so
// a bad colour typed into a panel would otherwise make the next save refuse the document.
import type { NodeType } from "@tiptap/pm/model";

/** The name of the first attribute whose value the schema refuses, or null when all are valid. */
export function refusedAttribute(type: NodeType, attributes: Record<string, unknown>): string | null {
  for (const [name, spec] of Object.entries(type.spec.attrs ?? {})) {
    if (!(name in attributes) || typeof spec.validate !== "function") continue;
    try {
      spec.validate(attributes[name]);
    } catch {
      return name;
    }
  }
  return null;
}
