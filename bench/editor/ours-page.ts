// Our editor, built and mounted as the product's FileEditor does (apps/web/src/editor/file-editor.tsx):
// useEditor with the web's document and editing extensions, created after the first commit,
// EditorContent inside the same paper and page, the product's editor CSS, and the document put in
// with loadDocument (upgrade, content check, out of history).
import type { NodeJSON } from "@textbook/schema";
import type { Editor } from "@tiptap/react";
import { EditorContent, useEditor } from "@tiptap/react";
import { createElement, useEffect } from "react";
import { createRoot } from "react-dom/client";
import "../../apps/web/src/app/global.css";
import { editorExtensions } from "../../apps/web/src/editor/editing-extensions.ts";
import styles from "../../apps/web/src/editor/editor.module.css";
import { loadDocument } from "../../apps/web/src/editor/load-document.ts";
import { productFrame } from "./frame.ts";
import { installBench } from "./harness.ts";

function BenchEditor(props: { content: NodeJSON; onOpened: (editor: Editor) => void }) {
  const { content, onOpened } = props;
  const editor = useEditor({
    immediatelyRender: false,
    extensions: editorExtensions,
    editable: true,
    enableContentCheck: true,
    editorProps: { attributes: { class: styles.prose ?? "", spellcheck: "false" } },
  });
  useEffect(() => {
    if (!editor) return;
    // As the editor page does before the content arrives: captions numbered as chapter 1.
    editor.storage.caption.place = { chapterIndex: 1, sectionIndex: 0 };
    const refused = loadDocument(editor, content);
    if (refused) throw refused;
    onOpened(editor);
  }, [editor, content, onOpened]);
  return editor ? createElement(EditorContent, { editor }) : null;
}

installBench({
  mount: (root, chapter) =>
    new Promise((resolve) => {
      const onOpened = (editor: Editor) => resolve(editor.view);
      createRoot(productFrame(root)).render(createElement(BenchEditor, { content: chapter.ours, onOpened }));
    }),
  target: (chapter) => chapter.oursTarget,
});
