// The web forms of the schema's blocks: each node named here gets its view (and keys or plugins)
// from its folder, attached with `.extend()`; extensions.ts applies them to the one schema list.
import type { AnyExtension, NodeConfig } from "@tiptap/core";
import { Node } from "@tiptap/core";
import { captionForm } from "./caption/caption-form.ts";
import { codeBoxForm } from "./code-box/code-box-form.ts";
import { crossReferenceView } from "./cross-reference/cross-reference-view.ts";
import { HeaderView } from "./header/header-view.ts";
import { horizontalRuleView } from "./horizontal-rule/horizontal-rule-view.ts";
import { linkView } from "./link/link-view.ts";
import { displayMathForm, formulaImageForm, inlineMathForm } from "./math/math-forms.ts";
import { cardView, chipView } from "./media-card/card-view.ts";
import { imageView } from "./media-card/image-view.ts";
import { attributeForm } from "./node-view/attribute-form.ts";
import { popupView } from "./popup/popup-view.ts";
import { tableBoxForm, tableForm } from "./table/table-forms.ts";
import "./node-view/content.css";

export type BlockForm = Partial<NodeConfig>;

const CARD_BLOCKS = [
  "videoBox",
  "videoBlock",
  "audioBox",
  "threeDBox",
  "documentBox",
  "documentPlaceholder",
  "galleryBox",
  "linkBox",
  "interaction",
  "customActivityBox",
  "extendedReading",
  "knowledgeGraphCard",
  "mindMapCard",
  "mindMapPlaceholder",
];
const CHIP_INLINES = ["inlineVideo", "inlineAudio", "extendedReadingInline", "knowledgePoint"];
const IMAGES = ["imageBlock", "inlineImage", "iconImage", "illustration", "floatingImage"];

const HEADER_FORM: BlockForm = {
  addNodeView:
    () =>
    ({ node }) =>
      new HeaderView(node),
};

export const BLOCK_FORMS: Record<string, BlockForm> = {
  ...Object.fromEntries(CARD_BLOCKS.map((name) => [name, attributeForm(cardView)])),
  ...Object.fromEntries(CHIP_INLINES.map((name) => [name, attributeForm(chipView)])),
  ...Object.fromEntries(IMAGES.map((name) => [name, attributeForm(imageView)])),
  codeBox: codeBoxForm,
  inlineMath: inlineMathForm,
  displayMath: displayMathForm,
  formulaImage: formulaImageForm,
  popup: attributeForm(popupView),
  link: attributeForm(linkView),
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
