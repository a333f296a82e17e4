// The style panels of the extended reading card (content §3.14) and the link box (§3.13): layout,
// type label, icon and card look.
import { EDITOR_BLOCK_TEXTS, LAYOUT_COUNTS } from "@textbook/shared";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import { CARD_STYLE, icon, layoutFields, typeName } from "../../core/style-panel/card-fields.ts";
import type { PanelField } from "../../core/style-panel/panel-field.ts";

const BLOCKS = EDITOR_BLOCK_TEXTS.blocks;

export const EXTENDED_READING_PANEL: PanelField[] = [
  ...layoutFields(LAYOUT_COUNTS.extendedReading),
  typeName(BLOCKS.extendedReading),
  icon(builtinIcon("reading")),
  ...CARD_STYLE,
];

export const LINK_BOX_PANEL: PanelField[] = [
  ...layoutFields(LAYOUT_COUNTS.linkBox),
  typeName(BLOCKS.linkBox),
  icon(builtinIcon("virtual-simulation")),
  ...CARD_STYLE,
];
