// Shell §2 /preview > internal: the book as a reader sees it, for a signed-in user — the book's tree
// on the left, the chosen content file read-only in the middle at phone or PC width. The blocks are
// the editor's own views (players, viewers, quizzes) in a non-editable editor, so what the preview
// shows is exactly what was saved. Outside the frame, so it owns its query cache like the frame.
import { EditOutlined } from "@ant-design/icons";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import type { CaptionPlace } from "@textbook/schema";
import { type FilePath, EDITOR_TEXTS as T } from "@textbook/shared";
import { EditorContent, useEditor } from "@tiptap/react";
import { Button, Segmented, Spin } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { useBook } from "../../api/book-detail.ts";
import { useChapterTree } from "../../api/chapter-tree.ts";
import { fetchContent, fileKeys } from "../../api/content.ts";
import { newQueryClient } from "../../app/query-client.ts";
import { BookTreeNav } from "../../editor/book-tree/book-tree-nav.tsx";
import { editorExtensions } from "../../editor/editing-extensions.ts";
import editorStyles from "../../editor/editor.module.css";
import { captionPlace, editorPath, previewPath, resolveFile } from "../../editor/editor-path.ts";
import { loadDocument } from "../../editor/load-document.ts";
import { useFileContext } from "../../editor/use-file-context.ts";
import { BookStyleRoot } from "../../styles/book-look/book-style-root.tsx";
import { useFileLook } from "../../styles/book-look/use-file-look.ts";
import styles from "./preview-page.module.css";

type Device = "phone" | "pc";

export function PreviewPage() {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BookPreview />
    </QueryClientProvider>
  );
}

function BookPreview() {
  const params = useParams();
  const bookOid = params.bookOid ?? "";
  const book = useBook(bookOid);
  const tree = useChapterTree(bookOid);
  const [device, setDevice] = useState<Device>("pc");
  const chapters = tree.data?.items;
  const { chapterOid, sectionOid, fileOid } = params;
  const { file, place } = useMemo(() => {
    const found = chapters ? resolveFile(chapters, { bookOid, chapterOid, sectionOid, fileOid }) : null;
    return { file: found, place: chapters && found ? captionPlace(chapters, found) : null };
  }, [chapters, bookOid, chapterOid, sectionOid, fileOid]);
  if (file && file.fileOid !== fileOid) return <Navigate replace to={previewPath(file)} />;

  return (
    <div className={styles.preview}>
      <aside className={styles.side}>
        <header className={styles.bookName}>{book.data?.name ?? ""}</header>
        <BookTreeNav
          bookOid={bookOid}
          chapters={chapters ?? []}
          currentFileOid={file?.fileOid ?? null}
          pathFor={previewPath}
        />
      </aside>
      <main className={styles.main}>
        <header className={styles.bar}>
          <span className={styles.title}>{T.preview}</span>
          <Segmented<Device>
            aria-label={T.previewPage.device}
            value={device}
            onChange={setDevice}
            options={[
              { value: "phone", label: T.previewPage.devices.phone },
              { value: "pc", label: T.previewPage.devices.pc },
            ]}
          />
          {file && (
            <Link to={editorPath(file)}>
              <Button icon={<EditOutlined aria-hidden />}>{T.previewPage.edit}</Button>
            </Link>
          )}
        </header>
        {tree.isLoading && <Spin className={styles.loading} />}
        {tree.isError && <p className={styles.message}>{T.treeLoadFailed}</p>}
        {tree.isSuccess && !file && <p className={styles.message}>{T.noFiles}</p>}
        {file && <PreviewFile key={file.fileOid} path={file} place={place} device={device} />}
      </main>
    </div>
  );
}

function PreviewFile(props: { path: FilePath; place: CaptionPlace | null; device: Device }) {
  const { path, place, device } = props;
  const content = useQuery({
    queryKey: fileKeys.preview(path.fileOid),
    queryFn: ({ signal }) => fetchContent(path, signal),
  });
  const editor = useEditor({
    immediatelyRender: false,
    extensions: editorExtensions,
    editable: false,
    editorProps: { attributes: { class: editorStyles.prose ?? "" } },
  });
  useFileContext(editor, path, place);
  useEffect(() => {
    if (editor && content.data) loadDocument(editor, content.data.content);
  }, [editor, content.data]);
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
        {editor && <EditorContent editor={editor} />}
      </BookStyleRoot>
    </div>
  );
}
