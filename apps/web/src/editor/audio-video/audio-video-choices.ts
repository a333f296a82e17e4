// What the hover block menu offers for video and audio blocks; block-choices.ts lists them after the
// text blocks. Each opens the file dialog first (MP4 under 500M, MP3 under 100M: content §9) and
// inserts its box only once a file is picked; a video's first-frame cover follows its upload
// (upload/store-attachment.ts).
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { acceptFor } from "../../app/uploads/upload-limits.ts";
import type { BlockChoice } from "../block-menu/block-choices.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const AUDIO_VIDEO_CHOICES: BlockChoice[] = [
  {
    key: "videoBox",
    type: "videoBox",
    label: LABELS.videoBox,
    build: (schema) => schema.nodes.videoBox?.createAndFill() ?? null,
    upload: { attachmentType: "VIDEO", accept: acceptFor("VIDEO") },
  },
  {
    key: "audioBox",
    type: "audioBox",
    label: LABELS.audioBox,
    build: (schema) => schema.nodes.audioBox?.createAndFill() ?? null,
    upload: { attachmentType: "AUDIO", accept: acceptFor("AUDIO") },
  },
];
