// The 3D model box (content §3.10): its web form, listed in blocks/block-forms.ts.
import { fileCardForm } from "../../core/media-card/file-card-view.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { THREE_D_BOX } from "./three-d-view.ts";

export const THREE_D_BOX_FORMS: BlockForms = {
  threeDBox: fileCardForm(THREE_D_BOX),
};
