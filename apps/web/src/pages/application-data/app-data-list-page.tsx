// 应用数据 /f/books-application-data/list (issue 18 §4): the books whose reading figures the user
// may see, with readers and reading time, searchable and paged; 查看 opens a book's figures.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type StatBookRow, READING_STATS_TEXTS as T } from "@textbook/shared";
import { Empty, Table, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { appDataKeys, fetchStatBooks } from "../../api/reading-stats.ts";
import { listPagination } from "../../app/list/list-pagination.ts";
import { ListSearch } from "../../app/list/list-search.tsx";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useListQuery } from "../../app/list/use-list-query.ts";
import { usePageInRange } from "../../app/list/use-page-in-range.ts";
import list from "../list-page.module.css";
import { readAppDataParams, writeAppDataParams } from "./app-data-params.ts";

const COLUMNS: TableColumnsType<StatBookRow> = [
  { title: T.columns.book, dataIndex: "name", key: "name" },
  { title: T.columns.readers, dataIndex: "readers", key: "readers", width: 120 },
  { title: T.columns.readingTime, dataIndex: "time", key: "time", width: 160 },
  {
    title: T.columns.actions,
    key: "actions",
    width: 100,
    render: (_value, row) => <Link to={`/f/books-application-data/detail/${row.bookOid}`}>{T.view}</Link>,
  },
];

export function AppDataListPage() {
  const { query, update, move } = useListQuery(readAppDataParams, writeAppDataParams);
  const books = useQuery({
    queryKey: appDataKeys.list(query),
    queryFn: ({ signal }) => fetchStatBooks(query, signal),
    placeholderData: keepPreviousData,
  });
  usePageInRange(books.data?.total, query, move);
  return (
    <section className={list.page} aria-label={T.listTitle}>
      <div className={list.listToolbar}>
        <ListSearch
          className={list.search}
          label={T.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
      </div>
      {books.isError && !books.data ? (
        <LoadFailed title={T.listTitle} error={books.error} onRetry={() => books.refetch()} />
      ) : (
        <Table
          className={list.table}
          rowKey="bookOid"
          columns={COLUMNS}
          dataSource={books.data?.items}
          loading={books.isPending}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
          pagination={listPagination(query, books.data?.total, move)}
        />
      )}
    </section>
  );
}
