// Texts (zh-CN) of interactions, their topics and custom activities (content §3.14). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const INTERACTION_TEXTS = {} as const;
