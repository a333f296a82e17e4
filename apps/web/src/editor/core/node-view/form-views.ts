// Applying block forms to the schema's extensions: the document editor does it with every block's
// form (blocks/block-forms.ts), an activity topic's inline editor with the few it allows.
import type { AnyExtension } from "@tiptap/core";
import { Extension, Node } from "@tiptap/core";
import { Plugin } from "@tiptap/pm/state";
import type { NodeViewConstructor } from "@tiptap/pm/view";
import type { BlockForm, BlockForms } from "./block-form.ts";

function hasForm(forms: BlockForms, name: string): name is keyof BlockForms {
  return Object.hasOwn(forms, name);
}

/** The extension with its form's keys and plugins (its view goes to ProseMirror through formViews). */
export function withForm(extension: AnyExtension, forms: BlockForms): AnyExtension {
  const form: BlockForm | undefined = hasForm(forms, extension.name) ? forms[extension.name] : undefined;
  if (!form || !(extension instanceof Node)) return extension;
  const { view, ...config } = form;
  return Object.keys(config).length > 0 ? extension.extend(config) : extension;
}

/**
 * The forms' views, handed to ProseMirror by one plugin instead of each node's addNodeView: Tiptap
 * works out every node's and mark's attributes again for each addNodeView it reads, twice per
 * editor, some 25 ms of every opening with our 40 views (bench/editor).
 */
export function formViews(forms: BlockForms): Extension {
  return Extension.create({
    name: "formViews",
    addProseMirrorPlugins() {
      const { editor } = this;
      const nodeViews: Record<string, NodeViewConstructor> = {};
      for (const [name, form] of Object.entries(forms)) {
        const make = form?.view;
        if (make)
          nodeViews[name] = (node, view, getPos, decorations) =>
            make({ node, editor, view, getPos, decorations });
      }
      return [new Plugin({ props: { nodeViews } })];
    },
  });
}
