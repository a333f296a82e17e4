import { number, text } from "./attribute-kinds.ts";
import {
  CARD_ICON,
  CARD_ILLUSTRATION,
  CARD_STYLE,
  COMMON_ATTRIBUTES,
  RESOURCE_LIBRARY_ORIGIN,
} from "./common-attributes.ts";

/**
 * Content §3.10: the attributes of a 3D model card, which the document box shares (§3.11). Each
 * node adds its own layout, as their layout counts are set apart in LAYOUT_COUNTS.
 */
export const THREE_D_CARD_ATTRIBUTES = {
  ...COMMON_ATTRIBUTES,
  fileOid: text(),
  name: text(),
  title: text(),
  // Upload progress 0-100 while the file is on its way; null once it is stored.
  progress: number(null, { min: 0 }),
  ...CARD_STYLE,
  ...CARD_ICON,
  iconAlignSelf: text(),
  titleColor: text(),
  titleTextAlign: text(),
  titleAlignItems: text(),
  illustration: text(),
  illustrationAttOid: text(),
  illustrationJustify: text(),
  illustrationAlignItems: text(),
  ...CARD_ILLUSTRATION,
  ...RESOURCE_LIBRARY_ORIGIN,
};
