// The interaction card's style panel (content §3.14): layout, icon and card look.
import { LAYOUT_COUNTS } from "@textbook/shared";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import { CARD_STYLE, icon, layoutFields } from "../../core/style-panel/card-fields.ts";
import type { PanelField } from "../../core/style-panel/panel-field.ts";

export const INTERACTION_PANEL: PanelField[] = [
  ...layoutFields(LAYOUT_COUNTS.interaction),
  icon(builtinIcon("interaction")),
  ...CARD_STYLE,
];
