// Reader feedback as the chief editor's work in 待办中心 (issue 18 §5, beyond the spec): the books
// where the user is chief editor with reports waiting, each with its count, linking to the book's
// reader-feedback page filtered to 待处理. Nothing shows when nothing waits.
import { formatMessage, ERROR_CORRECTION_TEXTS as T } from "@textbook/shared";
import { Alert } from "antd";
import { Link } from "react-router";
import { useChiefPendingBooks } from "../../api/error-corrections.ts";

export function FeedbackTodos() {
  const books = useChiefPendingBooks();
  const items = books.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="region"
      aria-label={T.todoTab}
      title={T.todoTab}
      description={
        <ul>
          {items.map((book) => (
            <li key={book.bookOid}>
              <Link to={`/f/books/error-corrections/${book.bookOid}?state=PENDING`}>{book.bookName}</Link>{" "}
              {formatMessage(T.todoPending, { count: book.pendingCount })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
