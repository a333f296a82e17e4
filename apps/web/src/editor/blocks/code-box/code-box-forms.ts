// The code box's web form: its CodeMirror view, and arrow keys that enter it from the blocks
// around it (leaving it is CodeMirror's side, in CodeBoxView).
import type { Editor } from "@tiptap/core";
import { Selection } from "@tiptap/pm/state";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { CodeBoxView } from "./code-box-view.ts";
import { editableChangePlugin } from "./editable-change.ts";

type Direction = "up" | "down" | "left" | "right";

const ARROWS: Record<string, Direction> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

export function arrowIntoCodeBox(editor: Editor, direction: Direction): boolean {
  const { state, view } = editor;
  if (!state.selection.empty || !view.endOfTextblock(direction)) return false;
  const $head = state.selection.$head;
  if ($head.depth === 0) return false;
  const side = direction === "left" || direction === "up" ? -1 : 1;
  const next = Selection.near(state.doc.resolve(side > 0 ? $head.after() : $head.before()), side);
  if (next.$head.parent.type.name !== "codeBox") return false;
  view.dispatch(state.tr.setSelection(next).scrollIntoView());
  return true;
}

export const CODE_BOX_FORMS: BlockForms = {
  codeBox: {
    view: ({ node, view, getPos }) => new CodeBoxView(node, view, getPos),
    addProseMirrorPlugins: () => [editableChangePlugin()],
    addKeyboardShortcuts: () =>
      Object.fromEntries(
        Object.entries(ARROWS).map(([key, direction]) => [
          key,
          ({ editor }: { editor: Editor }) => arrowIntoCodeBox(editor, direction),
        ]),
      ),
  },
};
