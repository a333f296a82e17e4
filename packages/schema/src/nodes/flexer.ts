import { Node } from "@tiptap/core";
import { defineAttributes, oneOf } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

export const FLEXER_TYPES = ["pluginTitle", "audioTitle", "videoTitle", "tableTitle"] as const;

/** The title row of a media box or a table (content §3.3); its parent's content rule places it. */
export const Flexer = Node.create({
  name: "flexer",
  content: `${GROUPS.inline}*`,
  defining: true,
  addAttributes: () => defineAttributes({ ...COMMON_ATTRIBUTES, type: oneOf(FLEXER_TYPES, "pluginTitle") }),
  ...taggedElement("div", "flexer", { holds: true }),
});
