// What differs between the blocks MediaBoxView draws: the video box (content §3.8), the bare video
// block (§3.8) and the audio box (§3.9). Everything else — arranging, playback, links — is the view's.
import { AUDIO_VIDEO_TEXTS, LAYOUT_COUNTS } from "@textbook/shared";
import { bookIllustration, builtinIcon } from "../media-card/builtin-pictures.ts";
import { AUDIO_LAYOUTS, type BoxLayout, chosenLayout, VIDEO_LAYOUTS } from "./box-layouts.ts";
import { audioIllustration, customIcon, type Picture, videoCover } from "./box-pictures.ts";

type Attributes = Record<string, unknown>;

export interface BoxKind {
  className: string;
  media: "video" | "audio";
  /** The layout's name and arrangement; null for a bare player without text. */
  layout: (attrs: Attributes) => { name: string; spec: BoxLayout } | null;
  /** The cover (video) or illustration (audio) for the layout; null shows none. */
  picture: (attrs: Attributes, layout: string | null) => Picture | null;
  /** The custom icon, else the built-in one. */
  icon: (attrs: Attributes) => Picture;
  typeName: (attrs: Attributes) => string | null;
  /** The media file: its attachment oid and the address stored with it. */
  source: (attrs: Attributes) => Picture;
  texts: { label: string; notUploaded: string; unplayable: string };
}

function present(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

const builtin = (src: string): Picture => ({ attOid: null, src });

export const VIDEO_BOX: BoxKind = {
  className: "tb-video-box",
  media: "video",
  layout: (attrs) => {
    const name = chosenLayout(attrs, LAYOUT_COUNTS.video);
    return { name, spec: VIDEO_LAYOUTS[name] as BoxLayout };
  },
  picture: (attrs) => videoCover(attrs).picture,
  icon: (attrs) => customIcon(attrs) ?? builtin(builtinIcon("video")),
  // The type label reads 视频 until the author or the style panel names the kind (微课, 实验…).
  typeName: (attrs) => present(attrs.typeName) ?? AUDIO_VIDEO_TEXTS.video.label,
  source: (attrs) => ({ attOid: present(attrs.fileOid), src: present(attrs.src) }),
  texts: AUDIO_VIDEO_TEXTS.video,
};

export const VIDEO_BLOCK: BoxKind = {
  ...VIDEO_BOX,
  className: "tb-video-block",
  layout: () => null,
  picture: (attrs) => {
    const cover = { attOid: present(attrs.coverOid), src: present(attrs.coverSrc) };
    return cover.attOid || cover.src ? cover : null;
  },
  source: (attrs) => ({ attOid: null, src: present(attrs.src) }),
};

export const AUDIO_BOX: BoxKind = {
  className: "tb-audio-box",
  media: "audio",
  layout: (attrs) => {
    const name = chosenLayout(attrs, LAYOUT_COUNTS.audio);
    return { name, spec: AUDIO_LAYOUTS[name] as BoxLayout };
  },
  picture: (attrs, layout) => {
    const name = layout ?? chosenLayout(attrs, LAYOUT_COUNTS.audio);
    const spec = AUDIO_LAYOUTS[name];
    if (!spec?.illustrated) return null;
    // Wide above the text (layout-004), square beside it (layout-002, layout-003).
    return audioIllustration(attrs, builtin(bookIllustration("audio", spec.arrangement === "stack")));
  },
  icon: (attrs) => customIcon(attrs) ?? builtin(builtinIcon("audio")),
  typeName: () => null,
  source: (attrs) => ({ attOid: present(attrs.fileOid), src: present(attrs.src) }),
  texts: AUDIO_VIDEO_TEXTS.audio,
};
