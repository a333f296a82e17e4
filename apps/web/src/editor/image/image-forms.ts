// Images (content §3.6) and the gallery box (§3.12): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { cardView } from "../media-card/card-view.ts";
import { imageView } from "../media-card/image-view.ts";
import { attributeForm } from "../node-view/attribute-form.ts";

export const IMAGE_FORMS: Record<string, BlockForm> = {
  imageBlock: attributeForm(imageView),
  inlineImage: attributeForm(imageView),
  iconImage: attributeForm(imageView),
  illustration: attributeForm(imageView),
  floatingImage: attributeForm(imageView),
  galleryBox: attributeForm(cardView),
};
