export {
  HEADER_BACKGROUND_TYPES,
  HEADER_HEIGHT_TYPES,
  HEADER_VERSION,
} from "./attributes/header-attributes.ts";
export { isBoxColor } from "./attributes/is-box-color.ts";
export { isTextColor } from "./attributes/is-text-color.ts";
export { CELL_VERTICAL_ALIGNS } from "./attributes/table-cell-attributes.ts";
export { type CaptionLabelFields, captionLabel } from "./captions/caption-label.ts";
export { type CaptionTarget, captionTargets } from "./captions/caption-targets.ts";
export { type CaptionEntry, collectCaptions } from "./captions/collect-captions.ts";
export { nextCaptionIndex } from "./captions/next-caption-index.ts";
export {
  type CaptionNumberAttrs,
  type CaptionPlace,
  renumberCaptions,
} from "./captions/renumber-captions.ts";
export { type CrossReferenceState, resolveCrossReference } from "./captions/resolve-cross-reference.ts";
export { resolveCrossReferences } from "./captions/resolve-cross-references.ts";
export { GROUPS } from "./content-groups.ts";
export { extensions, schema } from "./extensions.ts";
export { ASK_AI_TYPES } from "./nodes/ask-ai.ts";
export { BULLET_LIST_TYPES } from "./nodes/bullet-list.ts";
export { CAPTION_TYPES, type CaptionType, NOTE_TITLE_STYLES, type NoteTitleStyle } from "./nodes/caption.ts";
export { CODE_LANGUAGES, type CodeLanguage } from "./nodes/code-box.ts";
export { CROSS_REFERENCE_TYPES, type CrossReferenceType } from "./nodes/cross-reference.ts";
export { FLEXER_TYPES } from "./nodes/flexer.ts";
export { HEADING_ALIGNS, HEADING_LEVELS } from "./nodes/heading.ts";
export { HORIZONTAL_RULE_ALIGNS, HORIZONTAL_RULE_TYPES } from "./nodes/horizontal-rule.ts";
export { ORDERED_LIST_TYPES } from "./nodes/ordered-list.ts";
export { TEXT_ALIGNS } from "./nodes/table-sub-caption.ts";
export { escapeHtml, renderDocumentHtml } from "./render-html.ts";
export { InvalidDocumentError, validateDocument } from "./validate-document.ts";
