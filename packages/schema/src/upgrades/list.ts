// Ordered and bullet list version 1 → 2.
//
// Version 1 wrote the marker as HTML's own list `type`:
//   ordered { version: 1, start, type: "1" | "a" | "A" | "i" | "I" }
//   bullet  { version: 1, type: "disc" | "circle" | "square" }
// Version 2 names it listType with CSS list-style-type values (content §3.3: decimal and disc by
// default); an unknown marker falls back to the default.
import type { NodeJSON } from "../node-json.ts";
import { withoutKeys } from "./legacy-attributes.ts";

const ORDERED_MARKERS: Record<string, string> = {
  "1": "decimal",
  a: "lower-alpha",
  A: "upper-alpha",
  i: "lower-roman",
  I: "upper-roman",
};
const BULLET_MARKERS = ["disc", "circle", "square"];

function listTypeOf(listName: string, marker: unknown): string {
  if (listName === "orderedList") return ORDERED_MARKERS[String(marker)] ?? "decimal";
  return BULLET_MARKERS.includes(String(marker)) ? String(marker) : "disc";
}

export function upgradeList(node: NodeJSON): NodeJSON {
  const attrs = node.attrs ?? {};
  return {
    ...node,
    attrs: { ...withoutKeys(attrs, ["type"]), version: 2, listType: listTypeOf(node.type, attrs.type) },
  };
}
