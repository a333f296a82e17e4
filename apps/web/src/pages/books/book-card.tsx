import { MoreOutlined } from "@ant-design/icons";
import {
  BOOK_DETAIL_TEXTS,
  BOOK_LIST_TEXTS,
  BOOK_STATE_LABELS,
  type BookListItem,
  type BookState,
  formatMessage,
  PUBLISHING_PAGE_TEXTS,
} from "@textbook/shared";
import { Button, Dropdown, Progress, Tag } from "antd";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { formatDateTime } from "../../app/date-time.ts";
import { publishingPath } from "../book-detail/publishing/publishing-param.ts";
import { BookCover } from "./book-cover.tsx";
import styles from "./book-list.module.css";
import { PublishStateTag } from "./publish-state-tag.tsx";

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
  const navigate = useNavigate();
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
          <Dropdown
            trigger={["click"]}
            menu={{
              items: [
                { key: "publishing", label: PUBLISHING_PAGE_TEXTS.open },
                { key: "share", label: PUBLISHING_PAGE_TEXTS.share.button },
              ],
              onClick: ({ key }) => navigate(publishingPath(book.oid, key === "share" ? "share" : null)),
            }}
          >
            <Button
              type="text"
              size="small"
              className={styles.cardMenu}
              icon={<MoreOutlined aria-hidden />}
              aria-label={formatMessage(PUBLISHING_PAGE_TEXTS.bookActions, { name: book.name })}
              title={BOOK_DETAIL_TEXTS.more}
            />
          </Dropdown>
        </div>
        <div className={styles.subject}>
          {book.subject ?? "—"}
          {book.publishState !== "UNDECLARED" && <PublishStateTag state={book.publishState} />}
        </div>
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
