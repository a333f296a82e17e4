// Shell §2 /preview > internal: the book as a reader sees it, for a signed-in user — the book's tree
// on the left, the chosen content file read-only in the middle at phone or PC width. The blocks are
// the editor's own views (players, viewers, quizzes) in a non-editable editor, so what the preview
// shows is exactly what was saved. Outside the frame, so it owns its query cache like the frame. The
// mirror previews (pages/mirror-preview/) are this page showing one kind of a file's content.
import { EditOutlined } from "@ant-design/icons";
import { QueryClientProvider } from "@tanstack/react-query";
import { type FilePath, EDITOR_TEXTS as T } from "@textbook/shared";
import { Button, Segmented, Spin } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { useBook } from "../../api/book-detail.ts";
import { useChapterTree } from "../../api/chapter-tree.ts";
import { newQueryClient } from "../../app/query-client.ts";
import { BookTreeNav } from "../../editor/core/book-tree/book-tree-nav.tsx";
import { captionPlace, editorPath, previewPath, resolveFile } from "../../editor/core/editor-path.ts";
import { type Device, PreviewFile, type PreviewFileProps } from "./preview-file.tsx";
import styles from "./preview-page.module.css";

/** Previews live outside the frame, so each owns its query cache as the frame does. */
export function OwnQueryClient({ children }: { children: ReactNode }) {
  const [queryClient] = useState(newQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function PreviewPage() {
  return (
    <OwnQueryClient>
      <BookPreview title={T.preview} pathFor={previewPath} editLink />
    </OwnQueryClient>
  );
}

export interface BookPreviewProps extends Pick<PreviewFileProps, "transform" | "empty"> {
  title: string;
  /** The route of a file in this preview (the tree's links, a route without a file). */
  pathFor: (file: FilePath) => string;
  /** Offers 编辑 (the draft preview; the mirror previews show content only). */
  editLink?: boolean;
}

/** The book's tree beside one file of it, read-only at phone or PC width. */
export function BookPreview({ title, pathFor, editLink = false, transform, empty }: BookPreviewProps) {
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
  if (file && file.fileOid !== fileOid) return <Navigate replace to={pathFor(file)} />;

  return (
    <div className={styles.preview}>
      <aside className={styles.side}>
        <header className={styles.bookName}>{book.data?.name ?? ""}</header>
        <BookTreeNav
          bookOid={bookOid}
          chapters={chapters ?? []}
          currentFileOid={file?.fileOid ?? null}
          pathFor={pathFor}
        />
      </aside>
      <main className={styles.main}>
        <header className={styles.bar}>
          <h1 className={styles.title}>{title}</h1>
          <Segmented<Device>
            aria-label={T.previewPage.device}
            value={device}
            onChange={setDevice}
            options={[
              { value: "phone", label: T.previewPage.devices.phone },
              { value: "pc", label: T.previewPage.devices.pc },
            ]}
          />
          {editLink && file && (
            <Link to={editorPath(file)}>
              <Button icon={<EditOutlined aria-hidden />}>{T.previewPage.edit}</Button>
            </Link>
          )}
        </header>
        {tree.isLoading && <Spin className={styles.loading} />}
        {tree.isError && <p className={styles.message}>{T.treeLoadFailed}</p>}
        {tree.isSuccess && !file && <p className={styles.message}>{T.noFiles}</p>}
        {file && (
          <PreviewFile
            key={file.fileOid}
            path={file}
            place={place}
            device={device}
            transform={transform}
            empty={empty}
          />
        )}
      </main>
    </div>
  );
}
