// The horizontal rule (content §3.3): its web form, listed in blocks/block-forms.ts.
import { attributeForm } from "../../core/node-view/attribute-form.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { horizontalRuleView } from "./horizontal-rule-view.ts";

export const HORIZONTAL_RULE_FORMS: BlockForms = {
  horizontalRule: attributeForm(horizontalRuleView),
};
