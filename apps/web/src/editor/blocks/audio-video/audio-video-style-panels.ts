// The style panels of the audio box (content §3.9) and the video box (§3.8): their card's layout,
// picture, icon and look; a video also has its type label and cover.
import { AUDIO_VIDEO_TEXTS, LAYOUT_COUNTS } from "@textbook/shared";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import {
  CARD_STYLE,
  COVER,
  ILLUSTRATION,
  icon,
  layoutFields,
  typeName,
} from "../../core/style-panel/card-fields.ts";
import type { PanelField } from "../../core/style-panel/panel-field.ts";

export const AUDIO_BOX_PANEL: PanelField[] = [
  ...layoutFields(LAYOUT_COUNTS.audio),
  ...ILLUSTRATION,
  icon(builtinIcon("audio"), "icon"),
  ...CARD_STYLE,
];

export const VIDEO_BOX_PANEL: PanelField[] = [
  ...layoutFields(LAYOUT_COUNTS.video),
  typeName(AUDIO_VIDEO_TEXTS.video.label),
  ...COVER,
  icon(builtinIcon("video")),
  ...CARD_STYLE,
];
