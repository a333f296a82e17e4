// Interactions and custom activity boxes (content §3.14): the web form of each node, listed in blocks/block-forms.ts.

import { attributeForm } from "../../core/node-view/attribute-form.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { nodeViewForm } from "../../core/node-view/node-view-form.ts";
import { customActivityView } from "./custom-activity-view.ts";
import { InteractionView } from "./interaction-view.ts";

export const INTERACTION_FORMS: BlockForms = {
  interaction: nodeViewForm((node, editor, getPos) => new InteractionView(node, editor, getPos)),
  customActivityBox: attributeForm(customActivityView),
};
