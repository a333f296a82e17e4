// The web forms of the schema's blocks: each node named here gets its view (and keys or plugins)
// from its folder, the keys and plugins attached with `.extend()` (extensions.ts applies them to
// the one schema list), the views handed to ProseMirror by BlockViews. Media and interactive
// blocks keep their table in their area's folder (image/image-forms.ts...).
import type { AnyExtension, NodeConfig } from "@tiptap/core";
import { Extension, Node } from "@tiptap/core";
import { Plugin } from "@tiptap/pm/state";
import type { NodeViewConstructor } from "@tiptap/pm/view";
import { AUDIO_VIDEO_FORMS } from "./audio-video/audio-video-forms.ts";
import { captionForm } from "./caption/caption-form.ts";
import { codeBoxForm } from "./code-box/code-box-form.ts";
import { crossReferenceView } from "./cross-reference/cross-reference-view.ts";
import { HeaderView } from "./header/header-view.ts";
import { horizontalRuleView } from "./horizontal-rule/horizontal-rule-view.ts";
import { IMAGE_FORMS } from "./image/image-forms.ts";
import { INTERACTION_FORMS } from "./interaction/interaction-forms.ts";
import { KNOWLEDGE_FORMS } from "./knowledge/knowledge-forms.ts";
import { LIST_FORMS } from "./list/list-forms.ts";
import { displayMathForm, formulaImageForm, inlineMathForm } from "./math/math-forms.ts";
import { attributeForm } from "./node-view/attribute-form.ts";
import type { BlockView } from "./node-view/node-view-form.ts";
import { READING_FORMS } from "./reading/reading-forms.ts";
import { tableBoxForm, tableForm } from "./table/table-forms.ts";
import { THREE_D_FORMS } from "./three-d/three-d-forms.ts";
import "./node-view/content.css";

/** A node's web form: its view, and what Tiptap adds to the node (keys, plugins, storage). */
export type BlockForm = Partial<Omit<NodeConfig, "addNodeView">> & { view?: BlockView };

const HEADER_FORM: BlockForm = {
  view: ({ node }) => new HeaderView(node),
};

export const BLOCK_FORMS: Record<string, BlockForm> = {
  ...IMAGE_FORMS,
  ...AUDIO_VIDEO_FORMS,
  ...THREE_D_FORMS,
  ...INTERACTION_FORMS,
  ...READING_FORMS,
  ...KNOWLEDGE_FORMS,
  ...LIST_FORMS,
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

/** The extension with `form`'s keys and plugins (its view goes to ProseMirror through formViews). */
export function withForm(extension: AnyExtension, form: BlockForm | undefined): AnyExtension {
  if (!form || !(extension instanceof Node)) return extension;
  const { view, ...config } = form;
  return Object.keys(config).length > 0 ? extension.extend(config) : extension;
}

/** The extension with its web form's keys and plugins, or unchanged when it has none. */
export function withBlockForm(extension: AnyExtension): AnyExtension {
  return withForm(extension, BLOCK_FORMS[extension.name]);
}

/**
 * The forms' views, handed to ProseMirror by one plugin instead of each node's addNodeView: Tiptap
 * works out every node's and mark's attributes again for each addNodeView it reads, twice per
 * editor, some 25 ms of every opening with our 40 views (bench/editor).
 */
export function formViews(forms: Record<string, BlockForm>): Extension {
  return Extension.create({
    name: "formViews",
    addProseMirrorPlugins() {
      const { editor } = this;
      const nodeViews: Record<string, NodeViewConstructor> = {};
      for (const [name, { view: make }] of Object.entries(forms)) {
        if (make)
          nodeViews[name] = (node, view, getPos, decorations) =>
            make({ node, editor, view, getPos, decorations });
      }
      return [new Plugin({ props: { nodeViews } })];
    },
  });
}

/** The views of every block form. */
export const BlockViews = formViews(BLOCK_FORMS);
