import type { Editor, NodeConfig } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";

/** A block form whose view `create` makes for each node. */
export function nodeViewForm(
  create: (node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined) => NodeView,
): Partial<NodeConfig> {
  return {
    addNodeView:
      () =>
      ({ node, editor, getPos }) =>
        create(node, editor, getPos),
  };
}
