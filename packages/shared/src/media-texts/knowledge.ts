// Texts (zh-CN) of knowledge-graph cards, knowledge points and mind maps (content §3.16). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const KNOWLEDGE_TEXTS = {} as const;
