// The book list /f/books/list (issue 2): the books the user contributes to, searchable, filterable
// by state and paged, with the query kept in the URL.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BOOK_LIST_TEXTS, BOOK_STATE_LABELS, BOOK_STATES, formatMessage } from "@textbook/shared";
import { Empty, Pagination, Skeleton } from "antd";
import { bookListKeys, fetchContributedBooks } from "../../api/books.ts";
import { ChoiceFilter } from "../../app/list/choice-filter.tsx";
import { listPagination } from "../../app/list/list-pagination.ts";
import { ListSearch } from "../../app/list/list-search.tsx";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useListQuery } from "../../app/list/use-list-query.ts";
import { usePageInRange } from "../../app/list/use-page-in-range.ts";
import { useSession } from "../../app/session.ts";
import { BookCard } from "./book-card.tsx";
import styles from "./book-list.module.css";
import { readBookListParams, writeBookListParams } from "./book-list-params.ts";
import { NewBookButton } from "./new-book-button.tsx";

function LoadingCards({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.skeletonCard}>
          <Skeleton.Node active className={styles.skeletonCover} />
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

export function BookListPage() {
  const { query, update, move } = useListQuery(readBookListParams, writeBookListParams);
  const orgOid = useSession().user?.currentOrgId ?? null;

  const books = useQuery({
    queryKey: bookListKeys.contributed(orgOid, query),
    queryFn: ({ signal }) => fetchContributedBooks(query, signal),
    placeholderData: keepPreviousData,
  });

  usePageInRange(books.data?.total, query, move);
  const filtered = Boolean(query.keyword || query.state);
  const paging = listPagination(query, books.data?.total, move);

  return (
    <section className={styles.page} aria-label={BOOK_LIST_TEXTS.title}>
      <div className={styles.toolbar}>
        <ListSearch
          className={styles.search}
          label={BOOK_LIST_TEXTS.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ChoiceFilter
          className={styles.stateFilter}
          label={BOOK_LIST_TEXTS.stateFilter}
          allLabel={BOOK_LIST_TEXTS.allStates}
          choices={BOOK_STATES}
          labels={BOOK_STATE_LABELS}
          value={query.state}
          onChange={(state) => update({ state })}
        />
        {books.data && (
          <span className={styles.total}>
            {formatMessage(BOOK_LIST_TEXTS.total, { total: books.data.total })}
          </span>
        )}
        <NewBookButton />
      </div>

      {books.isPending && <LoadingCards count={Math.min(query.pageSize, 8)} />}

      {books.isError && !books.data && (
        <LoadFailed title={BOOK_LIST_TEXTS.loadFailed} error={books.error} onRetry={() => books.refetch()} />
      )}

      {books.data && books.data.items.length === 0 && (
        <Empty
          className={styles.empty}
          description={filtered ? BOOK_LIST_TEXTS.noMatch : BOOK_LIST_TEXTS.empty}
        />
      )}

      {books.data && books.data.items.length > 0 && (
        <div className={styles.grid} aria-busy={books.isFetching}>
          {books.data.items.map((book) => (
            <BookCard key={book.oid} book={book} />
          ))}
        </div>
      )}

      {paging && <Pagination className={styles.pagination} {...paging} />}
    </section>
  );
}
