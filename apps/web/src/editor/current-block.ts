// Marks the top-level block holding the selection. Off-screen blocks are skipped with
// content-visibility (editor.module.css), which also clips whatever a block draws outside its box;
// the marked block is drawn unclipped and above its neighbours, so the toolbar over the table being
// edited and the handles of the selected image show whole, wherever the pointer is.
import { Extension } from "@tiptap/core";
import { Plugin } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

export const CURRENT_BLOCK_CLASS = "tb-current-block";

export const CurrentBlock = Extension.create({
  name: "currentBlock",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          decorations(state) {
            const { $from } = state.selection;
            // A selected top-level block (an image, a card) is the block after the selection's start.
            const from = $from.depth > 0 ? $from.before(1) : $from.pos;
            const block = state.doc.nodeAt(from);
            if (!block) return null;
            return DecorationSet.create(state.doc, [
              Decoration.node(from, from + block.nodeSize, { class: CURRENT_BLOCK_CLASS }),
            ]);
          },
        },
      }),
    ];
  },
});
