// Marks, in an older version's read-only view, the top-level blocks that differ from the current
// version (block-diff.ts), so a restore is never blind.
import { EDITOR_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import type { OlderBlockState } from "./block-diff.ts";

const revisionMarksKey = new PluginKey("revisionMarks");

const LOOK: Record<Exclude<OlderBlockState, "same">, { class: string; title: string }> = {
  changed: { class: "tb-revision-changed", title: EDITOR_TEXTS.revisions.changedMark },
  onlyOlder: { class: "tb-revision-older-only", title: EDITOR_TEXTS.revisions.olderOnlyMark },
};

export function markRevisionBlocks(editor: Editor, states: readonly OlderBlockState[]): void {
  const decorations: Decoration[] = [];
  editor.state.doc.forEach((block, offset, index) => {
    const state = states[index];
    if (state && state !== "same")
      decorations.push(Decoration.node(offset, offset + block.nodeSize, LOOK[state]));
  });
  editor.unregisterPlugin(revisionMarksKey);
  const set = DecorationSet.create(editor.state.doc, decorations);
  editor.registerPlugin(new Plugin({ key: revisionMarksKey, props: { decorations: () => set } }));
}
