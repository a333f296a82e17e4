// Texts (zh-CN) of images, the gallery box and the editor's upload queue (content §3.6, §3.12, §4, §9). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const IMAGE_TEXTS = {} as const;
