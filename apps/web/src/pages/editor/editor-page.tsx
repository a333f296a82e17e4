// The editor route books/prosemirror-eidtor/{bookOid}/{chapterOid?}/{sectionOid?}/{fileOid?} (and
// books/editor-content/..., shell §2; no top bar): the book's tree and the open file's outline on
// the left, the file's editor in the centre, its style panel on the right. A route that names no
// file opens the first content file at or under what it names.
import { ArrowLeftOutlined, BgColorsOutlined } from "@ant-design/icons";
import { STYLE_SCREEN_TEXTS, EDITOR_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { Spin } from "antd";
import { useCallback, useMemo, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { useBook } from "../../api/book-detail.ts";
import { useChapterTree } from "../../api/chapter-tree.ts";
import { session, useSession } from "../../app/session.ts";
import { BookTreeNav } from "../../editor/core/book-tree/book-tree-nav.tsx";
import { captionPlace, editorPath, resolveFile } from "../../editor/core/editor-path.ts";
import { FileEditor } from "../../editor/core/file-editor.tsx";
import { OutlinePanel } from "../../editor/core/outline/outline-panel.tsx";
import { useReaderFeedback } from "../../editor/core/reader-feedback/use-reader-feedback.ts";
import type { SaveChannel } from "../../editor/core/save/save-channel.ts";
import { openSocketIoChannel } from "../../editor/core/save/socket-io-channel.ts";
import { useSaveChannel } from "../../editor/core/save/use-save-channel.ts";
import styles from "./editor-page.module.css";

type SideTab = "tree" | "outline";

function openBrowserChannel(): SaveChannel {
  return openSocketIoChannel(session.token() ?? "");
}

export function EditorPage({ openChannel = openBrowserChannel }: { openChannel?: () => SaveChannel }) {
  const params = useParams();
  const bookOid = params.bookOid ?? "";
  const { user } = useSession();
  const book = useBook(bookOid);
  const tree = useChapterTree(bookOid);
  const channel = useSaveChannel(openChannel);
  const [tab, setTab] = useState<SideTab>("tree");
  const [opened, setOpened] = useState<{ editor: Editor | null; version: number }>({
    editor: null,
    version: 0,
  });
  const onOpened = useCallback(
    (editor: Editor | null, version: number) => setOpened({ editor, version }),
    [],
  );

  const chapters = tree.data?.items;
  const { chapterOid, sectionOid, fileOid } = params;
  // Kept while the tree and the route stay the same, so the open file's props do too.
  const { file, place } = useMemo(() => {
    const found = chapters ? resolveFile(chapters, { bookOid, chapterOid, sectionOid, fileOid }) : null;
    return { file: found, place: chapters && found ? captionPlace(chapters, found) : null };
  }, [chapters, bookOid, chapterOid, sectionOid, fileOid]);
  useReaderFeedback(opened.editor, file, opened.version);
  if (file && file.fileOid !== params.fileOid) return <Navigate replace to={editorPath(file)} />;

  return (
    <div className={styles.editorPage}>
      <aside className={styles.left}>
        <header className={styles.bookHeader}>
          <Link
            to={`/f/books/detail/${bookOid}`}
            className={styles.back}
            aria-label={T.backToBook}
            title={T.backToBook}
          >
            <ArrowLeftOutlined aria-hidden />
          </Link>
          <span className={styles.bookName}>{book.data?.name ?? ""}</span>
          {book.data?.abilities.editStyles && (
            <Link
              to={`/f/books/style/${bookOid}`}
              className={`${styles.back} ${styles.styleLink}`}
              aria-label={STYLE_SCREEN_TEXTS.open}
              title={STYLE_SCREEN_TEXTS.open}
            >
              <BgColorsOutlined aria-hidden />
            </Link>
          )}
        </header>
        <div className={styles.tabs} role="tablist">
          {(["tree", "outline"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`${styles.tab} ${tab === name ? styles.tabCurrent : ""}`}
              onClick={() => setTab(name)}
            >
              {name === "tree" ? T.bookTree : T.outline}
            </button>
          ))}
        </div>
        <div className={styles.sideBody} role="tabpanel">
          {tab === "tree" ? (
            tree.isError ? (
              <p className={styles.sideMessage}>{T.treeLoadFailed}</p>
            ) : (
              <BookTreeNav
                bookOid={bookOid}
                chapters={chapters ?? []}
                currentFileOid={file?.fileOid ?? null}
              />
            )
          ) : (
            file && <OutlinePanel path={file} version={opened.version} editor={opened.editor} />
          )}
        </div>
      </aside>
      <main className={styles.main}>
        {tree.isLoading && <Spin className={styles.loading} />}
        {tree.isSuccess && !file && (
          <p className={styles.empty}>{chapters?.length ? T.chooseFile : T.noFiles}</p>
        )}
        {file && user && (
          <FileEditor
            key={file.fileOid}
            path={file}
            place={place}
            channel={channel}
            userOid={user.id}
            onOpened={onOpened}
          />
        )}
      </main>
    </div>
  );
}
