// The 3D model box's style panel (content §3.10): layout, illustration, icon, title and card look.
import { LAYOUT_COUNTS } from "@textbook/shared";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import { CARD_STYLE, ILLUSTRATION, icon, layoutFields, TITLE } from "../../core/style-panel/card-fields.ts";
import type { PanelField } from "../../core/style-panel/panel-field.ts";

export const THREE_D_BOX_PANEL: PanelField[] = [
  ...layoutFields(LAYOUT_COUNTS.threeD),
  ...ILLUSTRATION,
  icon(builtinIcon("threeD")),
  ...TITLE,
  ...CARD_STYLE,
];
