// One content file read-only as a reader sees it: the editor's own views (players, viewers, quizzes)
// in a non-editable editor, inside the book's look at phone or PC width. The draft preview shows a
// file whole; the mirror previews pass `transform` to show one kind of its content.
import { useQuery } from "@tanstack/react-query";
import type { CaptionPlace } from "@textbook/schema";
import { type DocumentJson, type FilePath, EDITOR_TEXTS as T } from "@textbook/shared";
import { EditorContent, useEditor } from "@tiptap/react";
import { Button, Spin } from "antd";
import { useEffect, useMemo } from "react";
import { fetchContent, fileKeys } from "../../api/content.ts";
import { editorExtensions } from "../../editor/core/editing-extensions.ts";
import editorStyles from "../../editor/core/editor.module.css";
import { loadDocument } from "../../editor/core/load-document.ts";
import { PROSE_CLASS } from "../../editor/core/prose-class.ts";
import { useFileContext } from "../../editor/core/use-file-context.ts";
import { BookStyleRoot } from "../../styles/book-look/book-style-root.tsx";
import { useFileLook } from "../../styles/book-look/use-file-look.ts";
import styles from "./preview-page.module.css";

export type Device = "phone" | "pc";

export interface PreviewFileProps {
  path: FilePath;
  place: CaptionPlace | null;
  device: Device;
  /** What of the stored document to show; null shows `empty` instead. */
  transform?: (content: DocumentJson) => DocumentJson | null;
  empty?: string;
}

export function PreviewFile(props: PreviewFileProps) {
  const { path, place, device, transform, empty } = props;
  const content = useQuery({
    queryKey: fileKeys.preview(path.fileOid),
    queryFn: ({ signal }) => fetchContent(path, signal),
  });
  const editor = useEditor({
    immediatelyRender: false,
    extensions: editorExtensions,
    editable: false,
    editorProps: { attributes: { class: PROSE_CLASS } },
  });
  useFileContext(editor, path, place);
  const stored = content.data?.content;
  const shown = useMemo(
    () => (stored ? (transform ? transform(stored) : stored) : null),
    [stored, transform],
  );
  useEffect(() => {
    if (editor && shown) loadDocument(editor, shown);
  }, [editor, shown]);
  const look = useFileLook(path);

  if (content.isError) {
    return (
      <div className={styles.message}>
        <p>{T.previewPage.loadFailed}</p>
        <Button onClick={() => void content.refetch()}>{T.previewPage.retry}</Button>
      </div>
    );
  }
  return (
    <div className={styles.paper}>
      <BookStyleRoot
        as="article"
        items={look}
        device={device}
        className={`${editorStyles.page} ${styles.device} ${styles[device]}`}
      >
        {content.isLoading && <Spin className={styles.loading} />}
        {content.isSuccess && shown === null && <p className={styles.message}>{empty}</p>}
        {editor && shown !== null && <EditorContent editor={editor} />}
      </BookStyleRoot>
    </div>
  );
}
