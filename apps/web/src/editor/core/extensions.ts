// The editor's document extensions: the one list of packages/schema, each node or mark in its web
// form, and BlockViews with the blocks' views. A block with a view or panel gets it in its own
// family's folder (apps/web/src/editor/blocks/<family>/) and is listed in blocks/block-forms.ts;
// every other entry is the schema's extension unchanged, so web and server can never disagree on
// the document.
import { extensions as schemaExtensions } from "@textbook/schema";
import type { AnyExtension, NodeConfig } from "@tiptap/core";
import { Mark, Node } from "@tiptap/core";
import { BlockViews, withBlockForm } from "../blocks/block-forms.ts";

/**
 * Tiptap builds every node's and mark's attribute list again each time it needs it: for the schema,
 * for each addNodeView it reads, on each Enter (splitBlock). The schema's addAttributes are pure
 * functions of the node, so each extension's first answer is kept and given back.
 */
function withKeptAttributes(extension: AnyExtension): AnyExtension {
  if (extension instanceof Node) return extension.extend(keptAttributes());
  if (extension instanceof Mark) return extension.extend(keptAttributes());
  return extension;
}

type AttributeSpecs = ReturnType<NonNullable<NodeConfig["addAttributes"]>>;

function keptAttributes() {
  let kept: AttributeSpecs | undefined;
  return {
    addAttributes(this: { parent: (() => AttributeSpecs) | undefined }): AttributeSpecs {
      kept ??= this.parent?.() ?? {};
      return kept;
    },
  };
}

export const documentExtensions: AnyExtension[] = [
  ...schemaExtensions.map(withBlockForm).map(withKeptAttributes),
  BlockViews,
];
