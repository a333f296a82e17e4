// The chapter page /f/books/chapter/edit/{oid?}?bookOid=... (issue 3): create a chapter, or edit
// one's name and sections (add, rename, reorder, delete). 保存 sends everything and returns to the
// book; a committed chapter, or a user without the right to edit the structure, gets no form.
import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BOOK_DETAIL_TEXTS,
  type BookDetail,
  type ChapterNode,
  formatMessage,
  NODE_NAME_MAX_LENGTH,
  stripEmoji,
  CHAPTER_EDIT_TEXTS as T,
} from "@textbook/shared";
import { Button, Input, Result, Skeleton } from "antd";
import { useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { bookKeys, useBook } from "../../api/book-detail.ts";
import { fetchChapter } from "../../api/chapter-tree.ts";
import { dialog } from "../../app/global/dialog.ts";
import { toast } from "../../app/global/toast.ts";
import { useBusy } from "../../app/use-busy.ts";
import {
  type ChapterDraft,
  draftIsValid,
  draftOf,
  nameProblem,
  type SectionDraft,
  saveChapterDraft,
} from "./chapter-draft.ts";
import styles from "./chapter-edit.module.css";
import { SectionRows } from "./section-rows.tsx";

let nextKey = 1;

function ChapterForm({ book, chapter }: { book: BookDetail; chapter: ChapterNode | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<ChapterDraft>(() => draftOf(chapter));
  const [showProblems, setShowProblems] = useState(false);
  const saving = useBusy();
  const bookPath = `/f/books/detail/${book.oid}`;
  const nameError = showProblems ? nameProblem(draft.name) : null;

  const addSection = () =>
    setDraft((current) => ({
      ...current,
      sections: [...current.sections, { key: `new-${nextKey++}`, oid: null, name: "", savedName: null }],
    }));

  async function removeSection(section: SectionDraft) {
    if (section.oid) {
      const yes = await dialog.confirmDeleteChapter({
        content: formatMessage(T.deleteSectionConfirm, { name: section.savedName ?? section.name }),
      });
      if (!yes) return;
    }
    setDraft((current) => {
      const saved = chapter?.sections.find((item) => item.oid === section.oid);
      return {
        ...current,
        sections: current.sections.filter((row) => row.key !== section.key),
        removed: saved ? [...current.removed, saved] : current.removed,
      };
    });
  }

  async function save() {
    setShowProblems(true);
    if (!draftIsValid(draft)) return;
    // The draft records each step that was saved, so saving again after a refusal goes on from there.
    await saving.run(async () => {
      await saveChapterDraft(book.oid, draft, setDraft);
      await client.invalidateQueries({ queryKey: bookKeys.all(book.oid) });
      toast.success(T.saved);
      navigate(bookPath);
    });
  }

  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{chapter ? T.editTitle : T.createTitle}</h2>
        <span className={styles.bookName}>{book.name}</span>
      </div>
      <label className={styles.label} htmlFor="chapter-name">
        {T.chapterName}
      </label>
      <div className={styles.field}>
        <Input
          id="chapter-name"
          autoFocus={!chapter}
          value={draft.name}
          maxLength={NODE_NAME_MAX_LENGTH}
          placeholder={T.chapterName}
          status={nameError ? "error" : undefined}
          onChange={(event) => setDraft({ ...draft, name: stripEmoji(event.target.value) })}
        />
        {nameError && <span className={styles.problem}>{nameError}</span>}
      </div>
      <div className={styles.sectionsHead}>
        <span className={styles.label}>{T.sections}</span>
      </div>
      <SectionRows
        sections={draft.sections}
        showProblems={showProblems}
        onChange={(sections) => setDraft({ ...draft, sections })}
        onRemove={removeSection}
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined aria-hidden />}
        onClick={addSection}
        className={styles.add}
      >
        {T.addSection}
      </Button>
      <div className={styles.footer}>
        <Button onClick={() => navigate(bookPath)}>{T.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving.busy}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}

function Failed(props: {
  title: string;
  message?: string;
  onRetry?: () => void;
  status?: "warning" | "403" | "info";
  bookOid?: string;
}) {
  const navigate = useNavigate();
  return (
    <Result
      status={props.status ?? "warning"}
      title={props.title}
      subTitle={props.message}
      extra={[
        props.onRetry && (
          <Button key="retry" type="primary" icon={<ReloadOutlined aria-hidden />} onClick={props.onRetry}>
            {BOOK_DETAIL_TEXTS.retry}
          </Button>
        ),
        props.bookOid && (
          <Button key="back" onClick={() => navigate(`/f/books/detail/${props.bookOid}`)}>
            {BOOK_DETAIL_TEXTS.backToBook}
          </Button>
        ),
      ]}
    />
  );
}

export function ChapterEditPage() {
  const { oid } = useParams();
  const [search] = useSearchParams();
  const bookOid = search.get("bookOid") ?? "";
  const book = useBook(bookOid, Boolean(bookOid));
  const chapter = useQuery({
    queryKey: bookKeys.chapter(bookOid, oid),
    queryFn: ({ signal }) => fetchChapter(bookOid, oid ?? "", signal),
    enabled: Boolean(bookOid && oid),
  });

  if (!bookOid) return <Failed title={T.missingBook} />;
  if (book.isError && !book.data) {
    return <Failed title={T.loadFailed} message={book.error.message} onRetry={() => book.refetch()} />;
  }
  if (oid && chapter.isError && !chapter.data) {
    return <Failed title={T.loadFailed} message={chapter.error.message} onRetry={() => chapter.refetch()} />;
  }
  if (!book.data || (oid && !chapter.data)) {
    return (
      <div className={styles.card} aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (!book.data.abilities.editStructure) return <Failed status="403" title={T.noRight} bookOid={bookOid} />;
  if (chapter.data?.committed) return <Failed status="info" title={T.committed} bookOid={bookOid} />;
  return <ChapterForm key={chapter.data?.oid ?? "new"} book={book.data} chapter={chapter.data ?? null} />;
}
