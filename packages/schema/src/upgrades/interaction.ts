// Interaction version 1 → 2.
//
// Version 1 stored:
//   { version: 1, type: "TEST" | "SUBJECTIVE", title, layoutType: 1-5, isComplete: boolean,
//     questions: [ … ] }
// Version 2 writes the completion as the Y/N flag `complete`, the questions as `topics` and the
// layout as layout-00N. A v1 node with its own layout chose it itself, so the book's layout no
// longer applies to it (useBookLayout N).
import { LAYOUT_COUNTS } from "@textbook/shared";
import type { NodeJSON } from "../node-json.ts";
import { layoutFromIndex, withoutKeys, yesNo } from "./legacy-attributes.ts";

export function upgradeInteraction(node: NodeJSON): NodeJSON {
  const attrs = node.attrs ?? {};
  const ownLayout = attrs.layoutType !== undefined && attrs.layoutType !== null;
  return {
    ...node,
    attrs: {
      ...withoutKeys(attrs, ["layoutType", "isComplete", "questions"]),
      version: 2,
      layout: layoutFromIndex(attrs.layoutType, LAYOUT_COUNTS.interaction),
      useBookLayout: ownLayout ? "N" : "Y",
      complete: yesNo(attrs.isComplete),
      topics: Array.isArray(attrs.questions) ? attrs.questions : [],
    },
  };
}
