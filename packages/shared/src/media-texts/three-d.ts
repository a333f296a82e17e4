// Texts (zh-CN) of the 3D model box and the document box (content §3.10, §3.11). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const THREE_D_TEXTS = {} as const;
