// /f/books/error-corrections/{bookOid} (issue 18 §5): the book's reader reports, filtered by type,
// state and chapter and paged (the URL holds the query and the open report), a drawer with one
// report, and 定位 into the editor at the reported place.
import {
  type ErrorCorrectionItem,
  FEEDBACK_STATE_LABELS,
  FEEDBACK_STATES,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  ERROR_CORRECTION_TEXTS as T,
} from "@textbook/shared";
import { Button, Empty, Select, Table, type TableColumnsType } from "antd";
import { useCallback } from "react";
import { Link, useParams } from "react-router";
import { useBook } from "../../api/book-detail.ts";
import { useChapterTree } from "../../api/chapter-tree.ts";
import { type ReportListQuery, useErrorCorrections } from "../../api/error-corrections.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { ChoiceFilter } from "../../app/list/choice-filter.tsx";
import { listPagination } from "../../app/list/list-pagination.ts";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useListQuery } from "../../app/list/use-list-query.ts";
import { readChoice, readPageParams, writeListParams } from "../../app/list-params.ts";
import list from "../list-page.module.css";
import styles from "./error-corrections.module.css";
import { FeedbackStateTag } from "./feedback-state-tag.tsx";
import { ReportDrawer } from "./report-drawer.tsx";
import { locatePath } from "./report-place.ts";

type Query = ReportListQuery & { open?: string };

function readQuery(search: URLSearchParams): Query {
  return {
    ...readPageParams(search),
    type: readChoice(search, "type", FEEDBACK_TYPES),
    state: readChoice(search, "state", FEEDBACK_STATES),
    chapterOid: search.get("chapter") || undefined,
    open: search.get("open") || undefined,
  };
}

function writeQuery(query: Query): URLSearchParams {
  return writeListParams(query, {
    type: query.type,
    state: query.state,
    chapter: query.chapterOid,
    open: query.open,
  });
}

export function ErrorCorrectionsPage() {
  const bookOid = useParams().bookOid ?? "";
  const book = useBook(bookOid);
  const tree = useChapterTree(bookOid);
  const { query, update, move } = useListQuery(readQuery, writeQuery);
  const { open, ...listQuery } = query;
  const reports = useErrorCorrections(bookOid, listQuery);
  const chapters = tree.data?.items ?? [];
  const locate = useCallback(
    (report: { oid: string; fileOid: string }) => locatePath(chapters, bookOid, report),
    [chapters, bookOid],
  );

  const columns: TableColumnsType<ErrorCorrectionItem> = [
    {
      title: T.columnQuote,
      key: "quote",
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => move({ open: row.oid })}>
          <span className={styles.quoteCell}>{row.quote || row.description}</span>
        </Button>
      ),
    },
    { title: T.columnType, key: "type", width: 100, render: (_, row) => FEEDBACK_TYPE_LABELS[row.type] },
    {
      title: T.columnPlace,
      key: "place",
      render: (_, row) =>
        [row.chapterName, row.sectionName, row.fileName].filter(Boolean).join(" / ") || T.placeGone,
    },
    { title: T.columnReporter, dataIndex: "reporterName", width: 120 },
    {
      title: T.columnCreatedAt,
      key: "createdAt",
      width: 170,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: T.columnState,
      key: "state",
      width: 100,
      render: (_, row) => <FeedbackStateTag state={row.state} />,
    },
    {
      title: T.locate,
      key: "locate",
      width: 80,
      render: (_, row) => {
        const path = locate(row);
        return path ? <Link to={path}>{T.locate}</Link> : null;
      },
    },
  ];

  return (
    <section className={list.page} aria-label={T.pageTitle}>
      <div className={list.listToolbar}>
        <strong>{book.data?.name}</strong>
        <ChoiceFilter
          className={list.filter}
          label={T.columnType}
          allLabel={T.filterAllTypes}
          choices={FEEDBACK_TYPES}
          labels={FEEDBACK_TYPE_LABELS}
          value={query.type}
          onChange={(type) => update({ type })}
        />
        <ChoiceFilter
          className={list.filter}
          label={T.columnState}
          allLabel={T.filterAllStates}
          choices={FEEDBACK_STATES}
          labels={FEEDBACK_STATE_LABELS}
          value={query.state}
          onChange={(state) => update({ state })}
        />
        <Select
          className={list.filter}
          aria-label={T.filterAllChapters}
          value={query.chapterOid ?? ""}
          onChange={(value: string) => update({ chapterOid: value || undefined })}
          options={[
            { value: "", label: T.filterAllChapters },
            ...chapters.map((chapter) => ({ value: chapter.oid, label: chapter.name })),
          ]}
        />
      </div>
      {reports.isError && !reports.data ? (
        <LoadFailed title={T.pageTitle} error={reports.error} onRetry={() => reports.refetch()} />
      ) : (
        <Table
          className={list.table}
          rowKey="oid"
          columns={columns}
          dataSource={reports.data?.items}
          loading={reports.isPending}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
          pagination={listPagination(query, reports.data?.total, move)}
        />
      )}
      <ReportDrawer
        bookOid={bookOid}
        oid={open ?? null}
        canProcess={Boolean(book.data?.abilities.update)}
        locate={locate}
        onClose={() => move({ open: undefined })}
      />
    </section>
  );
}
