// One saved version shown read-only with the editor's own extensions, so it looks as it did.
import type { Revision } from "@textbook/shared";
import { EditorContent, useEditor } from "@tiptap/react";
import styles from "../editor.module.css";
import { documentExtensions } from "../extensions.ts";
import { loadDocument } from "../load-document.ts";

export function RevisionPreview({ revision }: { revision: Revision }) {
  const editor = useEditor(
    {
      immediatelyRender: false,
      extensions: documentExtensions,
      editable: false,
      enableContentCheck: true,
      onCreate: ({ editor: created }) => {
        loadDocument(created, revision.content);
      },
    },
    [revision],
  );
  return <EditorContent editor={editor} className={`${styles.prose} ${styles.previewProse}`} />;
}
