// Marks the top-level block holding the selection. Off-screen blocks are skipped with
// content-visibility (editor.module.css), which also clips whatever a block draws outside its box;
// the marked block is drawn unclipped and above its neighbours, so the toolbar over the table being
// edited and the handles of the selected image show whole, wherever the pointer is.
import { Extension } from "@tiptap/core";
import { type EditorState, Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

export const CURRENT_BLOCK_CLASS = "tb-current-block";

const key = new PluginKey<DecorationSet>("currentBlock");

/** Where the block holding the selection starts; a selected top-level block starts at the selection. */
function blockStart(state: EditorState): number {
  const { $from } = state.selection;
  return $from.depth > 0 ? $from.before(1) : $from.pos;
}

/** Building a set walks every top-level block, so it is built only when the selection changes block. */
function marked(state: EditorState): DecorationSet {
  const from = blockStart(state);
  const block = state.doc.nodeAt(from);
  if (!block) return DecorationSet.empty;
  return DecorationSet.create(state.doc, [
    Decoration.node(from, from + block.nodeSize, { class: CURRENT_BLOCK_CLASS }),
  ]);
}

export const CurrentBlock = Extension.create({
  name: "currentBlock",
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: (_, state) => marked(state),
          apply(transaction, previous, _old, state) {
            if (!transaction.docChanged && !transaction.selectionSet) return previous;
            const mapped = previous.map(transaction.mapping, transaction.doc);
            const [decoration] = mapped.find();
            const from = blockStart(state);
            const still =
              decoration?.from === from && decoration.to === from + (state.doc.nodeAt(from)?.nodeSize ?? 0);
            return still ? mapped : marked(state);
          },
        },
        props: {
          decorations: (state) => key.getState(state),
        },
      }),
    ];
  },
});
