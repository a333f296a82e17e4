// Interactions and custom activity boxes (content §3.14): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { attributeForm } from "../node-view/attribute-form.ts";
import { nodeViewForm } from "../node-view/node-view-form.ts";
import { customActivityView } from "./custom-activity-view.ts";
import { InteractionView } from "./interaction-view.ts";

export const INTERACTION_FORMS: Record<string, BlockForm> = {
  interaction: nodeViewForm((node, editor, getPos) => new InteractionView(node, editor, getPos)),
  customActivityBox: attributeForm(customActivityView),
};
