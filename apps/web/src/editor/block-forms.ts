// The web forms of the schema's blocks: each node named here gets its view (and keys or plugins)
// from its folder, attached with `.extend()`; extensions.ts applies them to the one schema list.
// Media and interactive blocks keep their table in their area's folder (image/image-forms.ts...).
import type { AnyExtension, NodeConfig } from "@tiptap/core";
import { Node } from "@tiptap/core";
import { AUDIO_VIDEO_FORMS } from "./audio-video/audio-video-forms.ts";
import { captionForm } from "./caption/caption-form.ts";
import { codeBoxForm } from "./code-box/code-box-form.ts";
import { crossReferenceView } from "./cross-reference/cross-reference-view.ts";
import { HeaderView } from "./header/header-view.ts";
import { horizontalRuleView } from "./horizontal-rule/horizontal-rule-view.ts";
import { IMAGE_FORMS } from "./image/image-forms.ts";
import { INTERACTION_FORMS } from "./interaction/interaction-forms.ts";
import { KNOWLEDGE_FORMS } from "./knowledge/knowledge-forms.ts";
import { displayMathForm, formulaImageForm, inlineMathForm } from "./math/math-forms.ts";
import { attributeForm } from "./node-view/attribute-form.ts";
import { READING_FORMS } from "./reading/reading-forms.ts";
import { tableBoxForm, tableForm } from "./table/table-forms.ts";
import { THREE_D_FORMS } from "./three-d/three-d-forms.ts";
import "./node-view/content.css";

export type BlockForm = Partial<NodeConfig>;

const HEADER_FORM: BlockForm = {
  addNodeView:
    () =>
    ({ node }) =>
      new HeaderView(node),
};

export const BLOCK_FORMS: Record<string, BlockForm> = {
  ...IMAGE_FORMS,
  ...AUDIO_VIDEO_FORMS,
  ...THREE_D_FORMS,
  ...INTERACTION_FORMS,
  ...READING_FORMS,
  ...KNOWLEDGE_FORMS,
  codeBox: codeBoxForm,
  inlineMath: inlineMathForm,
  displayMath: displayMathForm,
  formulaImage: formulaImageForm,
  horizontalRule: attributeForm(horizontalRuleView),
  tableBox: tableBoxForm,
  caption: captionForm as BlockForm,
  crossReference: attributeForm(crossReferenceView),
  table: tableForm,
  chapterHeader: HEADER_FORM,
  sectionHeader: HEADER_FORM,
};

/** The extension with its web form, or unchanged when it has none. */
export function withBlockForm(extension: AnyExtension): AnyExtension {
  const form = BLOCK_FORMS[extension.name];
  return form && extension instanceof Node ? extension.extend(form) : extension;
}
