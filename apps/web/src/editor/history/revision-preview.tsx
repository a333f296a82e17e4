// One saved version shown read-only with the editor's own extensions in the book's look, so it
// looks as it did.
import type { Revision } from "@textbook/shared";
import { EditorContent, useEditor } from "@tiptap/react";
import { BookStyleRoot } from "../../styles/book-look/book-style-root.tsx";
import { useBookStyle } from "../../styles/book-look/use-book-style.ts";
import styles from "../editor.module.css";
import { documentExtensions } from "../extensions.ts";
import { loadDocument } from "../load-document.ts";

export function RevisionPreview({ revision, bookOid }: { revision: Revision; bookOid: string }) {
  const { items } = useBookStyle(bookOid);
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
  return (
    <BookStyleRoot items={items} device="pc">
      <EditorContent editor={editor} className={`${styles.prose} ${styles.previewProse}`} />
    </BookStyleRoot>
  );
}
