import { BOOK_LIST_TEXTS, BOOK_STATE_LABELS, type BookListItem, type BookState } from "@textbook/shared";
import { Progress, Tag } from "antd";
import { useId } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../app/date-time.ts";
import { BookCover } from "./book-cover.tsx";
import styles from "./book-list.module.css";

export const STATE_COLOURS: Record<BookState, string> = {
  RELEASED: "success",
  UN_RELEASED: "processing",
  LOCKED: "warning",
  INACTIVE: "default",
};

/**
 * The whole card opens the book, yet the link's name is the book's name alone: the link sits in the
 * title and stretches over the card (the facts beside it are read as the card's content).
 */
export function BookCard({ book }: { book: BookListItem }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <BookCover name={book.name} coverUrl={book.coverUrl} />
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <h3 className={styles.bookName} title={book.name} id={titleId}>
            <Link to={`/f/books/detail/${book.oid}`} className={styles.cardLink}>
              {book.name}
            </Link>
          </h3>
          <Tag color={STATE_COLOURS[book.state]} className={styles.stateTag}>
            {BOOK_STATE_LABELS[book.state]}
          </Tag>
        </div>
        <div className={styles.subject}>{book.subject ?? "—"}</div>
        <div className={styles.progressRow}>
          <span className={styles.muted}>{BOOK_LIST_TEXTS.progress}</span>
          <Progress percent={book.completionRate} size="small" aria-label={BOOK_LIST_TEXTS.progress} />
        </div>
        <div className={styles.muted}>
          {BOOK_LIST_TEXTS.updatedAt} {formatDateTime(book.updatedAt)}
        </div>
      </div>
    </article>
  );
}
