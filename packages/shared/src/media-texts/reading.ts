// Texts (zh-CN) of links, the link box, popups and extended reading (content §3.13, §3.14). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const READING_TEXTS = {} as const;
