// Test helper: upgrade one node through upgradeDocument and check that the result fits the schema.
import type { NodeJSON } from "../node-json.ts";
import { validateDocument } from "../validate-document.ts";
import { upgradeDocument } from "./upgrade-document.ts";

/** The upgraded node's JSON as stored after validation (defaults filled in). */
export function upgradeAndValidate(
  node: NodeJSON,
  wrap: (node: NodeJSON) => NodeJSON[] = (n) => [n],
): NodeJSON {
  const { doc, changed } = upgradeDocument({ type: "doc", content: wrap(node) });
  if (!changed) throw new Error(`${node.type} was not upgraded`);
  const validated = validateDocument(doc).toJSON() as NodeJSON;
  const found = findNode(validated, node.type);
  if (!found) throw new Error(`${node.type} missing after upgrade`);
  return found;
}

function findNode(node: NodeJSON, type: string): NodeJSON | undefined {
  if (node.type === type) return node;
  for (const child of node.content ?? []) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return undefined;
}
