// The style panels of media and interactive blocks (content §2, §3.6-§3.14, §4): each block folder
// keeps its block's table (blocks/<family>/<family>-style-panels.ts), built from the shared field
// groups of card-fields.ts. A field whose attribute the schema does not declare for that node is not
// shown (panel-fields.ts), so a table grows with the schema without being copied. What these fields
// write is the block's style, the part copy-style carries (style-clipboard.ts).
import {
  bookStyleShape,
  CARD_STYLE_PREFIXES,
  cardStyle,
  MEDIA_PANEL_TEXTS,
  type StyleRead,
} from "@textbook/shared";
import { AUDIO_BOX_PANEL, VIDEO_BOX_PANEL } from "../../blocks/audio-video/audio-video-style-panels.ts";
import { DOCUMENT_BOX_PANEL } from "../../blocks/document-box/document-box-style-panels.ts";
import { IMAGE_BOX_PANEL } from "../../blocks/image/image-style-panels.ts";
import { INTERACTION_PANEL } from "../../blocks/interaction/interaction-style-panels.ts";
import { EXTENDED_READING_PANEL, LINK_BOX_PANEL } from "../../blocks/reading/reading-style-panels.ts";
import { THREE_D_BOX_PANEL } from "../../blocks/three-d-box/three-d-box-style-panels.ts";
import type { PanelField } from "./panel-field.ts";
import type { MediaPanelKind } from "./selected-block.ts";

const O = MEDIA_PANEL_TEXTS.options;

/** Every field each media panel may show, in panel order. */
export const MEDIA_FIELD_TABLES: Record<MediaPanelKind, PanelField[]> = {
  imageBox: IMAGE_BOX_PANEL,
  audioBox: AUDIO_BOX_PANEL,
  videoBox: VIDEO_BOX_PANEL,
  threeDBox: THREE_D_BOX_PANEL,
  documentBox: DOCUMENT_BOX_PANEL,
  extendedReading: EXTENDED_READING_PANEL,
  interaction: INTERACTION_PANEL,
  linkBox: LINK_BOX_PANEL,
};

/** The attributes a field writes. */
export function fieldWrites(field: PanelField): string[] {
  switch (field.kind) {
    case "layout":
      return field.follow ? [field.name, field.follow] : [field.name];
    case "source":
      return [...new Set(field.options.flatMap((option) => Object.keys(option.attributes)))];
    case "image":
      return [field.name, field.srcName];
    default:
      return [field.name];
  }
}

/** The book's style of a media block shown under 全书样式: the book's own card area's values. */
export function mediaBookStyle(kind: MediaPanelKind, read: StyleRead): Record<string, unknown> {
  if (kind === "imageBox") return {};
  const shape = bookStyleShape(read);
  if (kind === "documentBox") return shape.documentBox;
  const card = cardStyle(read, CARD_STYLE_PREFIXES[kind]);
  return kind === "videoBox" ? { ...card, posterType: shape.video.posterType } : card;
}

/** How a book style value reads in the panel, where its raw value would mean nothing to an author. */
export const BOOK_STYLE_VALUES: Record<string, Record<string, string>> = {
  // While the book sets no poster, 全书默认封面 is each video's first frame.
  posterType: { default: O.coverSources.firstFrame },
};
