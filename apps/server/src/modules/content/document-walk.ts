// Plain walks over stored ProseMirror JSON (no schema needed): every node and mark, in order.
import type { DocumentJson } from "@textbook/shared";

export interface JsonNode {
  type?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
  marks?: unknown;
  text?: unknown;
}

function asNode(value: unknown): JsonNode | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonNode) : null;
}

export function childrenOf(node: JsonNode): JsonNode[] {
  return Array.isArray(node.content) ? node.content.flatMap((child) => asNode(child) ?? []) : [];
}

/** Nodes depth first, then each node's marks (which carry attributes too, e.g. links). */
export function* walkDocument(doc: DocumentJson): Generator<JsonNode> {
  const stack: JsonNode[] = [doc as JsonNode];
  while (stack.length > 0) {
    const node = stack.pop() as JsonNode;
    yield node;
    if (Array.isArray(node.marks)) for (const mark of node.marks) if (asNode(mark)) yield mark as JsonNode;
    stack.push(...childrenOf(node).reverse());
  }
}

export function textOf(node: JsonNode): string {
  if (typeof node.text === "string") return node.text;
  return childrenOf(node).map(textOf).join("");
}
