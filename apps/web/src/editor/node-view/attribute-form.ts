import type { NodeConfig } from "@tiptap/core";
import { AttributeView, type AttributeViewSpec } from "./attribute-view.ts";
import { nodeViewForm } from "./node-view-form.ts";

/** A block form whose view is drawn from the node's attributes. */
export function attributeForm(spec: AttributeViewSpec): Partial<NodeConfig> {
  return nodeViewForm((node, editor, getPos) => new AttributeView(node, editor, getPos, spec));
}
