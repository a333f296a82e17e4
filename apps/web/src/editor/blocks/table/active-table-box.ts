// Marks the table box holding the selection, so its toolbar shows there and nowhere else (a
// toolbar shown on hover would cover the text above every table the pointer crosses).
import { Plugin } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

export const ACTIVE_TABLE_BOX_CLASS = "tb-table-box--active";

export function activeTableBoxPlugin(): Plugin {
  return new Plugin({
    props: {
      decorations(state) {
        const { $from } = state.selection;
        for (let depth = $from.depth; depth > 0; depth--) {
          const node = $from.node(depth);
          if (node.type.name !== "tableBox") continue;
          const from = $from.before(depth);
          return DecorationSet.create(state.doc, [
            Decoration.node(
              from,
              from + node.nodeSize,
              { class: ACTIVE_TABLE_BOX_CLASS },
              { activeTableBox: true },
            ),
          ]);
        }
        return null;
      },
    },
  });
}

/** Whether the decorations a table box view gets mark it as the one holding the selection. */
export function isActiveTableBox(decorations: readonly Decoration[]): boolean {
  return decorations.some((decoration) => decoration.spec.activeTableBox === true);
}
