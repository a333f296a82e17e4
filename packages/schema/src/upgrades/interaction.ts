// Interaction version 1 → 2.
//
// Version 1 stored:
//   { version: 1, type: "TEST" | "SUBJECTIVE", title, layoutType: 1-5, isComplete: boolean,
//     questions: [ … ] }
// Version 2 writes the completion as the Y/N flag `complete`, the questions as `topics` and the
// layout as layout-00N.
import { LAYOUT_COUNTS } from "@textbook/shared";
import type { NodeJSON } from "../node-json.ts";
import { layoutFromIndex, withoutKeys, yesNo } from "./legacy-attributes.ts";

export function upgradeInteraction(node: NodeJSON): NodeJSON {
  const attrs = node.attrs ?? {};
  return {
    ...node,
    attrs: {
      ...withoutKeys(attrs, ["layoutType", "isComplete", "questions"]),
      version: 2,
      layout: layoutFromIndex(attrs.layoutType, LAYOUT_COUNTS.interaction),
      complete: yesNo(attrs.isComplete),
      topics: Array.isArray(attrs.questions) ? attrs.questions : [],
    },
  };
}
