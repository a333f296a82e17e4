// The web forms of the schema's blocks, one table per block folder: each node named here gets its
// view (and keys or plugins) from its folder, the keys and plugins attached with `.extend()`
// (core/extensions.ts applies them to the one schema list), the views handed to ProseMirror by
// BlockViews. The tables are keyed by the schema's node names: a form for a node the schema lacks
// fails the type check.
import type { AnyExtension, Extension } from "@tiptap/core";
import type { BlockForms } from "../core/node-view/block-form.ts";
import { formViews, withForm } from "../core/node-view/form-views.ts";
import { AUDIO_VIDEO_FORMS } from "./audio-video/audio-video-forms.ts";
import { CAPTION_FORMS } from "./caption/caption-forms.ts";
import { CODE_BOX_FORMS } from "./code-box/code-box-forms.ts";
import { CROSS_REFERENCE_FORMS } from "./cross-reference/cross-reference-forms.ts";
import { DOCUMENT_BOX_FORMS } from "./document-box/document-box-forms.ts";
import { GALLERY_BOX_FORMS } from "./gallery-box/gallery-box-forms.ts";
import { HEADER_FORMS } from "./header/header-forms.ts";
import { HORIZONTAL_RULE_FORMS } from "./horizontal-rule/horizontal-rule-forms.ts";
import { IMAGE_FORMS } from "./image/image-forms.ts";
import { INTERACTION_FORMS } from "./interaction/interaction-forms.ts";
import { KNOWLEDGE_FORMS } from "./knowledge/knowledge-forms.ts";
import { LINK_FORMS } from "./link/link-forms.ts";
import { LIST_FORMS } from "./list/list-forms.ts";
import { MATH_FORMS } from "./math/math-forms.ts";
import { POPUP_FORMS } from "./popup/popup-forms.ts";
import { READING_FORMS } from "./reading/reading-forms.ts";
import { TABLE_FORMS } from "./table/table-forms.ts";
import { THREE_D_BOX_FORMS } from "./three-d-box/three-d-box-forms.ts";
import "../core/node-view/content.css";

export const BLOCK_FORMS: BlockForms = {
  ...IMAGE_FORMS,
  ...GALLERY_BOX_FORMS,
  ...AUDIO_VIDEO_FORMS,
  ...THREE_D_BOX_FORMS,
  ...DOCUMENT_BOX_FORMS,
  ...INTERACTION_FORMS,
  ...LINK_FORMS,
  ...POPUP_FORMS,
  ...READING_FORMS,
  ...KNOWLEDGE_FORMS,
  ...LIST_FORMS,
  ...CODE_BOX_FORMS,
  ...MATH_FORMS,
  ...HORIZONTAL_RULE_FORMS,
  ...TABLE_FORMS,
  ...CAPTION_FORMS,
  ...CROSS_REFERENCE_FORMS,
  ...HEADER_FORMS,
};

/** The extension with its web form's keys and plugins, or unchanged when it has none. */
export function withBlockForm(extension: AnyExtension): AnyExtension {
  return withForm(extension, BLOCK_FORMS);
}

/** The views of every block form. */
export const BlockViews: Extension = formViews(BLOCK_FORMS);
