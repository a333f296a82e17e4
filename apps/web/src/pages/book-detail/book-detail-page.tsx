// The book detail page /f/books/detail/{oid} (issue 3): the book's card and its chapter tree. What
// the page offers follows `abilities` from GET /books/{oid}; the server refuses the rest anyway.
import { LeftOutlined, PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { BOOK_LIST_TEXTS, type BookDetail, STORAGE_KEYS, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import { Button, Empty, Result, Skeleton } from "antd";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { useBook } from "../../api/book-detail.ts";
import { useChapterTree } from "../../api/chapter-tree.ts";
import { prefetchBookPages } from "../../app/prefetch.ts";
import styles from "./book-detail.module.css";
import { BookHeader } from "./book-header.tsx";
import { ChapterTree } from "./chapter-tree.tsx";
import { canEditStructure, TreeCommandsProvider, useTreeCommands } from "./tree-commands.tsx";

function LoadFailed(props: { title: string; message: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={props.title}
      subTitle={props.message}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={props.onRetry}>
          {T.retry}
        </Button>
      }
    />
  );
}

/** Shell §3: the open book's info is kept under _builder_book_info for the pages that follow. */
function rememberBook(book: BookDetail) {
  const info = {
    oid: book.oid,
    name: book.name,
    belongsToOrg: book.belongsToOrg,
    useSubjectResourceEnabled: book.useSubjectResourceEnabled,
    editorUseSubjectResourceEnabled: book.editorUseSubjectResourceEnabled,
    mosoEditorOid: book.mosoEditorOid,
    contentDesignerOid: book.contentDesignerOid,
    techEditorOid: book.techEditorOid,
  };
  localStorage.setItem(STORAGE_KEYS.bookInfo, JSON.stringify(info));
}

function TreeCard({ bookOid }: { bookOid: string }) {
  const tree = useChapterTree(bookOid);
  const commands = useTreeCommands();
  // Once the tree is on screen (not while it loads), the pages its links open are fetched.
  const shown = tree.data !== undefined;
  useEffect(() => (shown ? prefetchBookPages() : undefined), [shown]);
  const canCreate = canEditStructure(commands.abilities);
  const createButton = canCreate && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={commands.createChapter}>
      {T.createChapter}
    </Button>
  );
  return (
    <section className={styles.treeCard} aria-label={T.tree}>
      <div className={styles.treeHead}>
        <h3 className={styles.treeTitle}>{T.tree}</h3>
        {tree.data && tree.data.items.length > 0 && createButton}
      </div>
      {tree.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {tree.isError && !tree.data && (
        <LoadFailed title={T.treeLoadFailed} message={tree.error.message} onRetry={() => tree.refetch()} />
      )}
      {tree.data && tree.data.items.length === 0 && (
        <Empty className={styles.emptyTree} description={T.noChapters}>
          {canCreate && <p className={styles.muted}>{T.noChaptersHint}</p>}
          {createButton}
        </Empty>
      )}
      {tree.data && tree.data.items.length > 0 && <ChapterTree chapters={tree.data.items} />}
    </section>
  );
}

export function BookDetailPage() {
  const { oid = "" } = useParams();
  const book = useBook(oid);
  useEffect(() => {
    if (book.data) rememberBook(book.data);
  }, [book.data]);

  return (
    <div className={styles.page}>
      <Link to="/f/books/list" className={styles.back}>
        <LeftOutlined aria-hidden /> {BOOK_LIST_TEXTS.title}
      </Link>
      {book.isPending && (
        <div className={styles.header} aria-busy="true">
          <Skeleton.Node active className={styles.skeletonCover} />
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      )}
      {book.isError && !book.data && (
        <LoadFailed title={T.loadFailed} message={book.error.message} onRetry={() => book.refetch()} />
      )}
      {book.data && (
        <TreeCommandsProvider book={book.data}>
          <BookHeader book={book.data} />
          <TreeCard bookOid={book.data.oid} />
        </TreeCommandsProvider>
      )}
    </div>
  );
}
