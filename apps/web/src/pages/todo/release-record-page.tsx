// /f/todo/release-record/{oid}/release-record/{bookOid} (shell §2 "publish application records"):
// the book's publish applications, newest first, paged, each leading to its approval.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { PUBLISHING_TEXTS, type PublishApplication, TODO_TEXTS } from "@textbook/shared";
import { Empty, Table, type TableColumnsType } from "antd";
import { Link, useParams } from "react-router";
import { usePublishHistory } from "../../api/publishing.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { listPagination } from "../../app/list/list-pagination.ts";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useListQuery } from "../../app/list/use-list-query.ts";
import { usePageInRange } from "../../app/list/use-page-in-range.ts";
import { type PageParams, readPageParams, writeListParams } from "../../app/list-params.ts";
import list from "../list-page.module.css";
import { ProcessStateTag } from "./process-state-tag.tsx";
import styles from "./todo.module.css";
import { todoDetailPath } from "./todo-paths.ts";

const C = TODO_TEXTS.recordColumns;
const writePage = (query: PageParams) => writeListParams(query);

const COLUMNS: TableColumnsType<PublishApplication> = [
  {
    title: C.createdAt,
    dataIndex: "createdAt",
    className: list.nowrap,
    render: (at: string) => formatDateTime(at),
  },
  {
    title: C.planType,
    dataIndex: "planType",
    className: list.nowrap,
    render: (_, row) => PUBLISHING_TEXTS.planTypes[row.planType],
  },
  { title: C.note, dataIndex: "note", ellipsis: true, render: (note: string) => note || "—" },
  { title: C.applicant, dataIndex: "applicant", render: (_, row) => row.applicant.fullName },
  {
    title: C.state,
    dataIndex: "state",
    className: list.nowrap,
    render: (_, row) => <ProcessStateTag state={row.state} />,
  },
  {
    title: C.finishedAt,
    dataIndex: "finishedAt",
    className: list.nowrap,
    render: (at: string | null) => formatDateTime(at),
  },
  {
    title: C.process,
    key: "process",
    className: list.nowrap,
    render: (_, row) => <Link to={todoDetailPath(row.processInstanceOid)}>{TODO_TEXTS.view}</Link>,
  },
];

export function ReleaseRecordPage() {
  const { oid = "", bookOid = "" } = useParams();
  const { query, move } = useListQuery(readPageParams, writePage);
  const history = usePublishHistory(bookOid, "apply", query.page, query.pageSize);
  usePageInRange(history.data?.total, query, move);
  return (
    <section className={styles.detail} aria-label={TODO_TEXTS.recordsTitle}>
      <div className={styles.detailHead}>
        <Link to={todoDetailPath(oid)} className={styles.back}>
          <ArrowLeftOutlined aria-hidden /> {TODO_TEXTS.backToDetailShort}
        </Link>
      </div>
      {history.isError && !history.data ? (
        <LoadFailed
          title={TODO_TEXTS.recordsLoadFailed}
          error={history.error}
          onRetry={() => history.refetch()}
        />
      ) : (
        <Table<PublishApplication>
          className={list.table}
          rowKey="oid"
          columns={COLUMNS}
          dataSource={history.data?.items}
          loading={history.isPending}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TODO_TEXTS.recordsEmpty} />,
          }}
          pagination={listPagination(query, history.data?.total, move)}
        />
      )}
    </section>
  );
}
