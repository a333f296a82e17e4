import type { Schema } from "@tiptap/pm/model";

interface JsonPart {
  type?: unknown;
  attrs?: unknown;
  marks?: unknown;
  content?: unknown;
}

/**
 * ProseMirror's fromJSON silently drops attributes its node and mark types do not declare. This
 * walks the JSON first and names the first such attribute, so nothing is dropped unnoticed.
 */
export function findUnknownAttribute(schema: Schema, json: unknown): string | null {
  const visit = (part: JsonPart, kind: "node" | "mark"): string | null => {
    const typeName = typeof part.type === "string" ? part.type : null;
    const type = typeName ? (kind === "node" ? schema.nodes[typeName] : schema.marks[typeName]) : null;
    if (type && part.attrs && typeof part.attrs === "object") {
      for (const key of Object.keys(part.attrs)) {
        if (!Object.hasOwn(type.spec.attrs ?? {}, key))
          return `unknown attribute "${key}" on ${kind} "${typeName}"`;
      }
    }
    for (const mark of Array.isArray(part.marks) ? part.marks : []) {
      const found = visit(mark as JsonPart, "mark");
      if (found) return found;
    }
    for (const child of Array.isArray(part.content) ? part.content : []) {
      const found = visit(child as JsonPart, "node");
      if (found) return found;
    }
    return null;
  };
  return typeof json === "object" && json !== null ? visit(json as JsonPart, "node") : null;
}
