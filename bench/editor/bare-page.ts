// Bare ProseMirror: prosemirror-view and prosemirror-state with prosemirror-schema-basic, no plugins,
// on the same text (each of our blocks becomes paragraphs of similar text), in the same frame and
// text styles as our editor.
import { schema } from "prosemirror-schema-basic";
import { EditorState } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import "prosemirror-view/style/prosemirror.css";
import "../../apps/web/src/app/global.css";
import styles from "../../apps/web/src/editor/core/editor.module.css";
import { productFrame } from "./frame.ts";
import { installBench } from "./harness.ts";

installBench({
  mount: async (root, chapter) =>
    new EditorView(productFrame(root), {
      state: EditorState.create({ doc: schema.nodeFromJSON(chapter.bare) }),
      attributes: { class: styles.prose ?? "", spellcheck: "false" },
    }),
  target: (chapter) => chapter.bareTarget,
});
