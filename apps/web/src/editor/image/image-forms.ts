// Images (content §3.6) and the gallery box (§3.12): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { galleryForm } from "../gallery/gallery-view.ts";
import { imageBoxForm } from "./image-box-view.ts";
import { imageForm } from "./image-view.ts";

export const IMAGE_FORMS: Record<string, BlockForm> = {
  imageBlock: imageForm,
  inlineImage: imageForm,
  iconImage: imageForm,
  illustration: imageForm,
  floatingImage: imageForm,
  imageBox: imageBoxForm,
  galleryBox: galleryForm,
};
