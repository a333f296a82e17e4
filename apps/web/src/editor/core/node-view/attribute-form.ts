import { AttributeView, type AttributeViewSpec } from "./attribute-view.ts";
import { type BlockView, nodeViewForm } from "./node-view-form.ts";

/** A block form whose view is drawn from the node's attributes. */
export function attributeForm(spec: AttributeViewSpec): { view: BlockView } {
  return nodeViewForm((node, editor, getPos) => new AttributeView(node, editor, getPos, spec));
}
