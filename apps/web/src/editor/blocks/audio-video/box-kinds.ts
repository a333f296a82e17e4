// What differs between the blocks MediaBoxView draws: the video box (content §3.8), the bare video
// block (§3.8) and the audio box (§3.9). Everything else — arranging, playback, links — is the view's.
import { AUDIO_VIDEO_TEXTS } from "@textbook/shared";
import { subjectIcon } from "../../core/media-card/book-icon.ts";
import { bookIllustration } from "../../core/media-card/builtin-pictures.ts";
import { shownLayout } from "../../core/media-card/card-layout.ts";
import { cardIllustration, type Picture, storedPicture } from "../../core/media-card/card-pictures.ts";
import { attributeText } from "../../core/node-view/attribute-text.ts";
import { AUDIO_LAYOUTS, type BoxLayout, VIDEO_LAYOUTS } from "./box-layouts.ts";
import { bookPoster, videoCover } from "./video-cover.ts";

type Attributes = Record<string, unknown>;

export interface BoxKind {
  className: string;
  media: "video" | "audio";
  /** The layout's name and arrangement; null for a bare player without text. */
  layout: (attrs: Attributes) => { name: string; spec: BoxLayout } | null;
  /** The cover (video) or illustration (audio) for the layout; null shows none. */
  picture: (attrs: Attributes) => Picture | null;
  /** The book's icon for the block (built-in by default), shown until the block stores its own. */
  icon: () => string;
  typeName: (attrs: Attributes) => string | null;
  /** The media file: its attachment oid and the address stored with it. */
  source: (attrs: Attributes) => Picture;
  texts: { label: string; notUploaded: string; unplayable: string };
}

export const VIDEO_BOX: BoxKind = {
  className: "tb-video-box",
  media: "video",
  layout: (attrs) => shownLayout(VIDEO_LAYOUTS, attrs, "video"),
  picture: (attrs) => videoCover(attrs, bookPoster()).picture,
  icon: () => subjectIcon("video"),
  // The type label reads 视频 until the author or the style panel names the kind (微课, 实验…).
  typeName: (attrs) => attributeText(attrs.typeName) ?? AUDIO_VIDEO_TEXTS.video.label,
  source: (attrs) => ({ attOid: attributeText(attrs.fileOid), src: attributeText(attrs.src) }),
  texts: AUDIO_VIDEO_TEXTS.video,
};

export const VIDEO_BLOCK: BoxKind = {
  ...VIDEO_BOX,
  className: "tb-video-block",
  layout: () => null,
  picture: (attrs) => storedPicture(attrs.coverOid, attrs.coverSrc),
  source: (attrs) => ({ attOid: null, src: attributeText(attrs.src) }),
};

export const AUDIO_BOX: BoxKind = {
  className: "tb-audio-box",
  media: "audio",
  layout: (attrs) => shownLayout(AUDIO_LAYOUTS, attrs, "audio"),
  picture: (attrs) => {
    const { spec } = shownLayout(AUDIO_LAYOUTS, attrs, "audio");
    if (!spec.illustrated) return null;
    // Wide above the text (layout-004), square beside it (layout-002, layout-003).
    const book = { attOid: null, src: bookIllustration("audio", spec.arrangement === "stack") };
    return cardIllustration(attrs, book);
  },
  icon: () => subjectIcon("audio"),
  typeName: () => null,
  source: (attrs) => ({ attOid: attributeText(attrs.fileOid), src: attributeText(attrs.src) }),
  texts: AUDIO_VIDEO_TEXTS.audio,
};
