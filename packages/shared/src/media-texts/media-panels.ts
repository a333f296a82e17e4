// Texts (zh-CN) of the style panels of media and interactive blocks (content §2, §4). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const MEDIA_PANEL_TEXTS = {} as const;
