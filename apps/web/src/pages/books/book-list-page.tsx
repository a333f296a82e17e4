// The book list /f/books/list (issue 2): the books the user contributes to, searchable, filterable
// by state and paged, with the query kept in the URL.
import { ReloadOutlined, SearchOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  BOOK_LIST_TEXTS,
  BOOK_STATE_LABELS,
  BOOK_STATES,
  type ContributedBooksQuery,
  formatMessage,
  LOGIN_TEXTS,
  PAGINATION,
} from "@textbook/shared";
import { Button, Empty, Input, Pagination, Result, Select, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { bookListKeys, fetchContributedBooks } from "../../api/books.ts";
import { useSession } from "../../app/session.ts";
import { BookCard } from "./book-card.tsx";
import styles from "./book-list.module.css";
import { readBookListParams, writeBookListParams } from "./book-list-params.ts";

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
  const [search, setSearch] = useSearchParams();
  const query = readBookListParams(search);
  const orgOid = useSession().user?.currentOrgId ?? null;
  const [keyword, setKeyword] = useState(query.keyword ?? "");
  useEffect(() => setKeyword(query.keyword ?? ""), [query.keyword]);

  const books = useQuery({
    queryKey: bookListKeys.contributed(orgOid, query),
    queryFn: ({ signal }) => fetchContributedBooks(query, signal),
    placeholderData: keepPreviousData,
  });

  // A page past the end (stale link, books removed meanwhile) moves to the last page that has books.
  const lastPage = books.data ? Math.max(1, Math.ceil(books.data.total / query.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && query.page > lastPage) {
      setSearch(writeBookListParams({ ...query, page: lastPage }), { replace: true });
    }
  }, [lastPage, query, setSearch]);

  const update = (change: Partial<ContributedBooksQuery>) =>
    setSearch(writeBookListParams({ ...query, page: PAGINATION.defaultPage, ...change }));
  const filtered = Boolean(query.keyword || query.state);

  return (
    <section className={styles.page} aria-label={BOOK_LIST_TEXTS.title}>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          className={styles.search}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={BOOK_LIST_TEXTS.searchPlaceholder}
          aria-label={BOOK_LIST_TEXTS.searchPlaceholder}
          maxLength={PAGINATION.keywordMaxLength}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
        />
        <Select
          className={styles.stateFilter}
          aria-label={BOOK_LIST_TEXTS.stateFilter}
          value={query.state ?? ""}
          onChange={(value: string) =>
            update({
              state: (BOOK_STATES as readonly string[]).includes(value)
                ? (value as ContributedBooksQuery["state"])
                : undefined,
            })
          }
          options={[
            { value: "", label: BOOK_LIST_TEXTS.allStates },
            ...BOOK_STATES.map((state) => ({ value: state, label: BOOK_STATE_LABELS[state] })),
          ]}
        />
        {books.data && (
          <span className={styles.total}>
            {formatMessage(BOOK_LIST_TEXTS.total, { total: books.data.total })}
          </span>
        )}
      </div>

      {books.isPending && <LoadingCards count={Math.min(query.pageSize, 8)} />}

      {books.isError && !books.data && (
        <Result
          status="warning"
          title={BOOK_LIST_TEXTS.loadFailed}
          subTitle={books.error.message}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => books.refetch()}>
              {LOGIN_TEXTS.reload}
            </Button>
          }
        />
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

      {books.data && books.data.total > 0 && (
        <Pagination
          className={styles.pagination}
          current={query.page}
          pageSize={query.pageSize}
          total={books.data.total}
          pageSizeOptions={PAGINATION.pageSizes.map(String)}
          showSizeChanger
          onChange={(page, pageSize) =>
            setSearch(
              writeBookListParams({ ...query, page: pageSize === query.pageSize ? page : 1, pageSize }),
            )
          }
        />
      )}
    </section>
  );
}
