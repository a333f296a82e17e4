// A file with nothing in it yet (one empty paragraph) says what to do there: type, or insert a block
// through the hover menu. The hint is drawn by CSS from a node decoration, so it is never text of
// the document, and only while the editor takes input.
import { EDITOR_TEXTS } from "@textbook/shared";
import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import "./empty-file-hint.css";

export const EMPTY_FILE_CLASS = "tb-empty-file";

export function isEmptyFile(doc: ProseMirrorNode): boolean {
  const only = doc.firstChild;
  return doc.childCount === 1 && only !== null && only.type.name === "paragraph" && only.content.size === 0;
}

export const EmptyFileHint = Extension.create({
  name: "emptyFileHint",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          decorations(state) {
            const { doc } = state;
            if (!isEmptyFile(doc)) return null;
            return DecorationSet.create(doc, [
              Decoration.node(0, doc.child(0).nodeSize, {
                class: EMPTY_FILE_CLASS,
                "data-hint": EDITOR_TEXTS.emptyFileHint,
              }),
            ]);
          },
        },
      }),
    ];
  },
});
