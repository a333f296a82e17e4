export { YES_NO, type YesNo } from "./attributes/attribute-kinds.ts";
export { DEFAULT_NODE_VERSION } from "./attributes/common-attributes.ts";
export {
  HEADER_BACKGROUND_TYPES,
  HEADER_HEIGHT_TYPES,
  HEADER_VERSION,
} from "./attributes/header-attributes.ts";
export { isKgPoint, type KgPoint } from "./attributes/kg-points.ts";
export { LINK_TYPES, type LinkType } from "./attributes/link-target-attributes.ts";
export { CELL_VERTICAL_ALIGNS } from "./attributes/table-cell-attributes.ts";
export { type BookNumbering, createBookNumbering, type NumberedFile } from "./captions/book-numbering.ts";
export { type CaptionLabelFields, captionLabel } from "./captions/caption-label.ts";
export { type CaptionTarget, captionTargets } from "./captions/caption-targets.ts";
export { type CaptionEntry, collectCaptions } from "./captions/collect-captions.ts";
export { nextCaptionIndex } from "./captions/next-caption-index.ts";
export { type NoteTitleSetting, noteTitleAttrs, withAttrs } from "./captions/note-title-setting.ts";
export { refreshCrossReferences } from "./captions/refresh-cross-references.ts";
export {
  type CaptionNumberAttrs,
  type CaptionPlace,
  renumberCaptions,
} from "./captions/renumber-captions.ts";
export { type CrossReferenceState, resolveCrossReference } from "./captions/resolve-cross-reference.ts";
export { resolveCrossReferences } from "./captions/resolve-cross-references.ts";
export { captionOidOf, restyleCaptions } from "./captions/restyle-captions.ts";
export { shownCaptionPlace, withShownCaptions } from "./captions/shown-captions.ts";
export { GROUPS } from "./content-groups.ts";
export { extensions, schema } from "./extensions.ts";
export { isLinkComplete, type LinkTarget } from "./is-link-complete.ts";
export { isPopupComplete, type PopupContent } from "./is-popup-complete.ts";
export type { NodeJSON } from "./node-json.ts";
export { NODE_NAMES, type NodeName } from "./node-names.ts";
export { ASK_AI_TYPES } from "./nodes/ask-ai.ts";
export { BULLET_LIST_TYPES } from "./nodes/bullet-list.ts";
export { CAPTION_TYPES, type CaptionType, NOTE_TITLE_STYLES, type NoteTitleStyle } from "./nodes/caption.ts";
export { CODE_LANGUAGES, type CodeLanguage } from "./nodes/code-box.ts";
export { CROSS_REFERENCE_TYPES, type CrossReferenceType } from "./nodes/cross-reference.ts";
export { FLEXER_TYPES } from "./nodes/flexer.ts";
export { FLOATING_IMAGE_ALIGNS } from "./nodes/floating-image.ts";
export {
  createGalleryImage,
  GALLERY_IMAGE_STATES,
  GALLERY_TYPES,
  type GalleryImage,
  isGalleryImage,
} from "./nodes/gallery-box.ts";
export { HEADING_ALIGNS, HEADING_LEVELS } from "./nodes/heading.ts";
export { HORIZONTAL_RULE_ALIGNS, HORIZONTAL_RULE_TYPES } from "./nodes/horizontal-rule.ts";
export { IMAGE_BLOCK_TYPES } from "./nodes/image-block.ts";
export { IMAGE_BOX_ALIGNS, IMAGE_SIZE_TYPES } from "./nodes/image-box.ts";
export { INTERACTION_TYPES } from "./nodes/interaction.ts";
export {
  KNOW_POINT_DESC_DISPLAYS,
  KNOW_POINT_DESC_SEPARATOR,
  KNOW_POINT_DESC_STATUSES,
  KNOW_POINT_NODE_TYPE,
  KNOWLEDGE_GRAPH_VIEW_TYPES,
  splitKnowPointDesc,
} from "./nodes/knowledge-graph-card.ts";
export { LINK_BOX_CATEGORIES, LINK_BOX_TYPES } from "./nodes/link-box.ts";
export { ORDERED_LIST_TYPES } from "./nodes/ordered-list.ts";
export { POPUP_TYPES } from "./nodes/popup.ts";
export { TEXT_ALIGNS } from "./nodes/table-sub-caption.ts";
export { escapeHtml, type RenderOptions, renderDocumentHtml, renderNodeHtml } from "./render-html.ts";
export { NODE_UPGRADES, type UpgradeResult, upgradeDocument } from "./upgrades/upgrade-document.ts";
export { InvalidDocumentError, validateDocument } from "./validate-document.ts";
export { normalizeWordHtml } from "./word/normalize-word-html.ts";
export { wordHtmlToDocument } from "./word/word-document.ts";
