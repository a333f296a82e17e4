// What the hover block menu offers for video and audio blocks; block-choices.ts lists them after the text blocks.
import type { BlockChoice } from "../block-menu/block-choices.ts";

export const AUDIO_VIDEO_CHOICES: BlockChoice[] = [];
