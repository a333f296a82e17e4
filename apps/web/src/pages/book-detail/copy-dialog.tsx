// Where to copy a chapter, section or file: a book the user contributes to (searched on the server),
// then, as the copied node needs, a chapter and a section of that book. A target the user may not
// edit, or a committed chapter, is named and cannot be chosen; the server checks again.
import { useQuery } from "@tanstack/react-query";
import { type BookAbilities, type ChapterNode, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import { Alert, Form, Modal, Select } from "antd";
import { useState } from "react";
import { useBook } from "../../api/book-detail.ts";
import { bookListKeys, fetchContributedBooks } from "../../api/books.ts";
import { useChapterTree } from "../../api/chapter-tree.ts";
import { useBusy } from "../../app/use-busy.ts";

/** What the copy needs: a book (chapter copy), a chapter (section copy) or a section (file copy). */
export type CopyLevel = "book" | "chapter" | "section";

export interface CopyTarget {
  bookOid: string;
  chapterOid: string | null;
  sectionOid: string | null;
}

export interface CopyDialogProps {
  title: string;
  level: CopyLevel;
  /** The book being shown: offered first, or left out when the copy must go to another book. */
  currentBook: { oid: string; name: string };
  excludeCurrentBook?: boolean;
  /** Which ability the target book must grant. */
  needs: (abilities: BookAbilities) => boolean;
  onSubmit(target: CopyTarget): Promise<void>;
  onClose(): void;
}

function useBookOptions(keyword: string, current: CopyDialogProps["currentBook"], excludeCurrent: boolean) {
  const books = useQuery({
    queryKey: bookListKeys.copyTargets(keyword),
    queryFn: ({ signal }) =>
      fetchContributedBooks({ page: 1, pageSize: 20, keyword: keyword || undefined }, signal),
  });
  const found = (books.data?.items ?? []).filter((book) => book.oid !== current.oid);
  const own = excludeCurrent || keyword ? [] : [current];
  return {
    loading: books.isFetching,
    options: [...own, ...found].map((book) => ({ value: book.oid, label: book.name })),
  };
}

function chapterOptions(chapters: ChapterNode[]) {
  return chapters.map((chapter) => ({
    value: chapter.oid,
    label: chapter.committed ? `${chapter.name}（${T.committed}）` : chapter.name,
    disabled: chapter.committed,
  }));
}

export function CopyDialog(props: CopyDialogProps) {
  const [keyword, setKeyword] = useState("");
  const [bookOid, setBookOid] = useState<string | null>(null);
  const [chapterOid, setChapterOid] = useState<string | null>(null);
  const [sectionOid, setSectionOid] = useState<string | null>(null);
  const saving = useBusy();
  const books = useBookOptions(keyword, props.currentBook, Boolean(props.excludeCurrentBook));
  const target = useBook(bookOid ?? "", Boolean(bookOid));
  const tree = useChapterTree(bookOid ?? "", Boolean(bookOid) && props.level !== "book");
  const chapters = tree.data?.items ?? [];
  const chapter = chapters.find((item) => item.oid === chapterOid);

  const refused = target.data && !props.needs(target.data.abilities);
  const complete =
    bookOid !== null &&
    (props.level === "book" || chapterOid !== null) &&
    (props.level !== "section" || sectionOid !== null);

  async function submit() {
    if (!bookOid || !complete || refused) return;
    await saving.run(async () => {
      await props.onSubmit({ bookOid, chapterOid, sectionOid });
      props.onClose();
    });
  }

  return (
    <Modal
      open
      title={props.title}
      okText={T.copy}
      cancelText={T.cancel}
      okButtonProps={{ disabled: !complete || Boolean(refused) || !target.data }}
      confirmLoading={saving.busy}
      onOk={submit}
      onCancel={props.onClose}
      mask={{ closable: false }}
    >
      <Form layout="vertical">
        <Form.Item label={T.targetBook}>
          <Select
            aria-label={T.targetBook}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={T.searchBook}
            loading={books.loading}
            options={books.options}
            value={bookOid}
            onChange={(value: string) => {
              setBookOid(value);
              setChapterOid(null);
              setSectionOid(null);
            }}
          />
        </Form.Item>
        {refused && <Alert type="warning" showIcon title={T.noEditRight} style={{ marginBottom: 16 }} />}
        {props.level !== "book" && bookOid && !refused && (
          <Form.Item label={T.targetChapter}>
            <Select
              aria-label={T.targetChapter}
              placeholder={T.chooseChapter}
              loading={tree.isFetching}
              options={chapterOptions(chapters)}
              value={chapterOid}
              onChange={(value: string) => {
                setChapterOid(value);
                setSectionOid(null);
              }}
            />
          </Form.Item>
        )}
        {props.level === "section" && chapter && (
          <Form.Item label={T.targetSection}>
            <Select
              aria-label={T.targetSection}
              placeholder={T.chooseSection}
              options={chapter.sections.map((section) => ({ value: section.oid, label: section.name }))}
              value={sectionOid}
              onChange={(value: string) => setSectionOid(value)}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
