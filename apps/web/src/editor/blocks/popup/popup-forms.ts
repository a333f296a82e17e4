// Popups (content §3.13): their web form, listed in blocks/block-forms.ts.
import { attributeForm } from "../../core/node-view/attribute-form.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { popupView } from "./popup-view.ts";

export const POPUP_FORMS: BlockForms = {
  popup: attributeForm(popupView),
};
