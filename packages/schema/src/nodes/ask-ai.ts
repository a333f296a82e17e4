import { Node } from "@tiptap/core";
import { defineAttributes, id, oneOf } from "../attributes/attribute-kinds.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const ASK_AI_TYPES = ["asking", "thinking"] as const;

/** Content §3.3: the AI writing block, while the author asks (asking) and while the answer comes (thinking). */
export const AskAi = Node.create({
  name: "askAi",
  group: GROUPS.block,
  atom: true,
  addAttributes: () => defineAttributes({ oid: id(), type: oneOf(ASK_AI_TYPES, "asking") }),
  ...taggedElement("div", "askAi"),
});
