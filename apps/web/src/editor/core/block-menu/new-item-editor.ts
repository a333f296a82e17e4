// A new formula, reference, link, popup or extended reading is useless empty, so the block menu
// opens its editor at once. Cancelling that editor takes the new item away again: a placeholder
// such as 添加链接或虚拟仿真 left in the text is something nobody asked for.
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { currentFloatingPanel, type FloatingPanel } from "../node-view/floating-panel.ts";

/** Where a new item's editor opens, from its insertion position (a formula box's formula is inside it). */
const OPENS_EDITOR: Record<string, number> = {
  mathBox: 1,
  inlineMath: 0,
  crossReference: 0,
  link: 0,
  popup: 0,
  extendedReadingInline: 0,
};

/** Opens the editor of `node`, just inserted at `pos`, and removes the node if it closes unsaved. */
export function openNewItemEditor(editor: Editor, pos: number, node: ProseMirrorNode): void {
  const offset = OPENS_EDITOR[node.type.name];
  if (offset === undefined) return;
  const element = editor.view.nodeDOM(pos + offset);
  if (!(element instanceof HTMLElement)) return;
  element.click();
  const panel = currentFloatingPanel();
  if (panel) removeWhenCancelled(editor, node, element, panel);
}

/**
 * Removes the new item once its editor closes with nothing saved. Checked after the closing handler
 * is done (the formula editor closes its panel and then saves). A click on the item while its
 * editor is open opens the editor again, replacing the panel: the new one is watched instead.
 */
function removeWhenCancelled(
  editor: Editor,
  node: ProseMirrorNode,
  element: HTMLElement,
  panel: FloatingPanel,
): void {
  panel.onClosed(() =>
    queueMicrotask(() => {
      const next = currentFloatingPanel();
      if (next && element.contains(next.anchor)) removeWhenCancelled(editor, node, element, next);
      else removeIfUntouched(editor, node);
    }),
  );
}

/**
 * Saving writes new attributes, which makes a new node object; the very object inserted is still
 * in the document only when nothing was saved into it. Its removal stays out of the undo history,
 * so undo never brings the empty item back.
 */
export function removeIfUntouched(editor: Editor, inserted: ProseMirrorNode): void {
  if (editor.isDestroyed) return;
  let at: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (at !== null) return false;
    if (node === inserted) at = pos;
    return at === null;
  });
  if (at === null) return;
  const transaction = editor.state.tr.delete(at, at + inserted.nodeSize).setMeta("addToHistory", false);
  editor.view.dispatch(transaction);
}
