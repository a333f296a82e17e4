// Cross references (content §3.15): their web form, listed in blocks/block-forms.ts.
import { attributeForm } from "../../core/node-view/attribute-form.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { crossReferenceView } from "./cross-reference-view.ts";

export const CROSS_REFERENCE_FORMS: BlockForms = {
  crossReference: attributeForm(crossReferenceView),
};
