import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { Decoration, EditorView, NodeView } from "@tiptap/pm/view";

/** What a block's view is made from: ProseMirror's arguments and the editor. */
export interface BlockViewProps {
  node: ProseMirrorNode;
  editor: Editor;
  view: EditorView;
  getPos: () => number | undefined;
  decorations: readonly Decoration[];
}

/** Makes a block's view for each node (form-views.ts hands these to ProseMirror). */
export type BlockView = (props: BlockViewProps) => NodeView;

/** A block form whose view `create` makes for each node. */
export function nodeViewForm(
  create: (node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined) => NodeView,
): { view: BlockView } {
  return { view: ({ node, editor, getPos }) => create(node, editor, getPos) };
}
