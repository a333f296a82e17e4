// Texts (zh-CN) of video and audio blocks (content §3.8, §3.9). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const AUDIO_VIDEO_TEXTS = {} as const;
