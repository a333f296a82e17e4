// What the hover block menu offers for video and audio blocks; blocks/block-choices.ts lists them
// after the text blocks. Each opens the file dialog first (MP4 under 500M, MP3 under 100M: content §9) and
// inserts its box only once a file is picked; a video's first-frame cover follows its upload
// (core/upload/store-attachment.ts).
import { AUDIO_VIDEO_TEXTS, EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { type BlockChoice, uploadedBox } from "../../core/block-menu/block-choice.ts";
import { type InlineChoice, inlineMedia } from "../../core/block-menu/inline-choice.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const AUDIO_VIDEO_CHOICES: BlockChoice[] = [
  uploadedBox("videoBox", LABELS.videoBox, "VIDEO"),
  uploadedBox("audioBox", LABELS.audioBox, "AUDIO"),
];

/** Inline video and audio (content §3.8, §3.9), inserted once their file is picked. */
export const AUDIO_VIDEO_INLINE_CHOICES: InlineChoice[] = [
  inlineMedia("inlineVideo", AUDIO_VIDEO_TEXTS.menu.inlineVideo, "VIDEO"),
  inlineMedia("inlineAudio", AUDIO_VIDEO_TEXTS.menu.inlineAudio, "AUDIO"),
];
