// Images (content §3.6): the web form of each node, listed in blocks/block-forms.ts.
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { imageBoxForm } from "./image-box-view.ts";
import { imageForm } from "./image-view.ts";

export const IMAGE_FORMS: BlockForms = {
  imageBlock: imageForm,
  inlineImage: imageForm,
  iconImage: imageForm,
  illustration: imageForm,
  floatingImage: imageForm,
  imageBox: imageBoxForm,
};
