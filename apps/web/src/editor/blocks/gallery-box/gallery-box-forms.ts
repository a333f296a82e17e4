// The gallery box (content §3.12): its web form, listed in blocks/block-forms.ts.
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { galleryForm } from "./gallery-view.ts";

export const GALLERY_BOX_FORMS: BlockForms = {
  galleryBox: galleryForm,
};
