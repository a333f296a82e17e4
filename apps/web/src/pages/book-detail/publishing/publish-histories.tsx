// The three histories (GET /books/{id}/publish/{type}-history): 申请记录, 构建记录 and 发布记录, one
// tab each, paged by the server. A tab's rows are read when it is first shown.
import {
  type Edition,
  PAGINATION,
  PUBLISH_HISTORY_TYPES,
  PUBLISHING_PAGE_TEXTS,
  PUBLISHING_TEXTS,
  type PublishApplication,
  type PublishHistoryType,
  type Release,
} from "@textbook/shared";
import { Table, type TableColumnsType, Tabs, Tag } from "antd";
import { useState } from "react";
import { type PublishHistoryRows, usePublishHistory } from "../../../api/publishing.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { LoadFailed } from "../../../app/list/load-failed.tsx";
import { editionName } from "./editions-table.tsx";
import { emptyLocale } from "./empty-locale.tsx";
import styles from "./publishing.module.css";

const T = PUBLISHING_PAGE_TEXTS.histories;
const C = T.columns;

const APPLICATION_COLOURS = {
  IN_PROGRESS: "processing",
  APPROVED: "success",
  REJECTED: "error",
  REVOKED: "default",
};
const EDITION_COLOURS = { BUILDING: "processing", READY: "success", FAILED: "error" };

const applyColumns: TableColumnsType<PublishApplication> = [
  { title: C.planType, key: "planType", render: (_, row) => PUBLISHING_TEXTS.planTypes[row.planType] },
  {
    title: C.note,
    dataIndex: "note",
    render: (note: string) => <span className={styles.note}>{note || "—"}</span>,
  },
  { title: C.applicant, key: "applicant", render: (_, row) => row.applicant.fullName },
  { title: C.appliedAt, key: "createdAt", render: (_, row) => formatDateTime(row.createdAt) },
  {
    title: C.state,
    key: "state",
    render: (_, row) => (
      <Tag color={APPLICATION_COLOURS[row.state]}>{PUBLISHING_TEXTS.applicationStates[row.state]}</Tag>
    ),
  },
  { title: C.finishedAt, key: "finishedAt", render: (_, row) => formatDateTime(row.finishedAt) },
];

const buildColumns: TableColumnsType<Edition> = [
  { title: C.edition, key: "number", render: (_, row) => editionName(row) },
  {
    title: C.state,
    key: "state",
    render: (_, row) => (
      <Tag color={EDITION_COLOURS[row.state]}>{PUBLISHING_TEXTS.editionStates[row.state]}</Tag>
    ),
  },
  { title: C.builtBy, key: "builtBy", render: (_, row) => row.builtBy.fullName },
  { title: C.requestedAt, key: "createdAt", render: (_, row) => formatDateTime(row.createdAt) },
  { title: C.builtAt, key: "builtAt", render: (_, row) => formatDateTime(row.builtAt) },
  { title: C.failure, key: "errorMessage", render: (_, row) => row.errorMessage ?? "—" },
];

const releaseColumns: TableColumnsType<Release> = [
  { title: C.edition, key: "edition", render: (_, row) => editionName(row.edition) },
  {
    title: C.kind,
    key: "kind",
    render: (_, row) => (
      <Tag color={row.kind === "ROLLBACK" ? "warning" : "success"}>
        {PUBLISHING_TEXTS.releaseKinds[row.kind]}
      </Tag>
    ),
  },
  { title: C.releasedBy, key: "releasedBy", render: (_, row) => row.releasedBy.fullName },
  { title: C.releasedAt, key: "releasedAt", render: (_, row) => formatDateTime(row.releasedAt) },
];

const COLUMNS: { [K in PublishHistoryType]: TableColumnsType<PublishHistoryRows[K]> } = {
  apply: applyColumns,
  build: buildColumns,
  release: releaseColumns,
};

function History<K extends PublishHistoryType>({ bookOid, type }: { bookOid: string; type: K }) {
  const [page, setPage] = useState<number>(PAGINATION.defaultPage);
  const pageSize = PAGINATION.pageSizes[0];
  const rows = usePublishHistory(bookOid, type, page, pageSize);
  if (rows.isError && !rows.data) {
    return <LoadFailed title={T.loadFailed} error={rows.error} onRetry={() => rows.refetch()} />;
  }
  return (
    <Table<PublishHistoryRows[K]>
      rowKey="oid"
      size="small"
      loading={rows.isFetching}
      dataSource={rows.data?.items ?? []}
      columns={COLUMNS[type]}
      locale={emptyLocale(T.empty)}
      scroll={{ x: "max-content" }}
      pagination={{
        current: page,
        pageSize,
        total: rows.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}

export function PublishHistories({ bookOid }: { bookOid: string }) {
  return (
    <section aria-label={T.title}>
      <Tabs
        items={PUBLISH_HISTORY_TYPES.map((type) => ({
          key: type,
          label: T[type],
          children: <History bookOid={bookOid} type={type} />,
        }))}
      />
    </section>
  );
}
