// Extended reading version 1 → 2 (the block and its inline form).
//
// Version 1 offered one reading and called the type's display name a label:
//   { version: 1, type, typeLabel, title, resource: { … } | null, layoutType?: 1-8 (block only) }
// Version 2 keeps a list of readings (`resources`), names the label typeName and the block's
// layout layout-00N.
import { LAYOUT_COUNTS } from "@textbook/shared";
import { isPlainObject } from "../attributes/json-shapes.ts";
import type { NodeJSON } from "../node-json.ts";
import { layoutFromIndex, present, withoutKeys } from "./legacy-attributes.ts";

export function upgradeExtendedReading(node: NodeJSON): NodeJSON {
  const attrs = node.attrs ?? {};
  const upgraded: Record<string, unknown> = {
    ...withoutKeys(attrs, ["typeLabel", "resource", "layoutType"]),
    version: 2,
    typeName: present(attrs.typeLabel) ?? attrs.typeName ?? null,
    resources: Array.isArray(attrs.resources)
      ? attrs.resources
      : isPlainObject(attrs.resource)
        ? [attrs.resource]
        : [],
  };
  if (node.type === "extendedReading") {
    upgraded.layout = layoutFromIndex(attrs.layoutType, LAYOUT_COUNTS.extendedReading);
  }
  return { ...node, attrs: upgraded };
}
