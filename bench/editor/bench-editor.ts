// Our editor, built and mounted as the product's FileEditor does (apps/web/src/editor/core/file-editor.tsx):
// useEditor with the web's document and editing extensions, created after the first commit, the
// product's editor CSS, and the document put in with loadDocument (upgrade, content check, out of
// history). Shared by the editor benchmark's page and the live style benchmark's pages.
import type { NodeJSON } from "@textbook/schema";
import type { Editor } from "@tiptap/react";
import { EditorContent, useEditor } from "@tiptap/react";
import { createElement, useEffect } from "react";
import { editorExtensions } from "../../apps/web/src/editor/core/editing-extensions.ts";
import styles from "../../apps/web/src/editor/core/editor.module.css";
import { loadDocument } from "../../apps/web/src/editor/core/load-document.ts";

export function BenchEditor(props: { content: NodeJSON; onOpened: (editor: Editor) => void }) {
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
