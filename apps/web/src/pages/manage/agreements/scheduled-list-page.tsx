// The list page agreements, notices and ads share (issue 15 §5): search, paging (10/20/50/100) in the
// URL, the rows' own columns, then their schedule state and 编辑 / 撤回. Each page brings its calls,
// its columns and its dialog.
import { PlusOutlined } from "@ant-design/icons";
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Page, SCHEDULE_TEXTS, type ScheduledListQuery, type ScheduleState } from "@textbook/shared";
import { Button, Empty, Space, Table, type TableColumnsType, Tag } from "antd";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { listPagination } from "../../../app/list/list-pagination.ts";
import { ListSearch } from "../../../app/list/list-search.tsx";
import { useListQuery } from "../../../app/list/use-list-query.ts";
import { readKeyword, readPageParams, writeListParams } from "../../../app/list-params.ts";
import styles from "../manage.module.css";

const STATE_COLORS: Record<ScheduleState, string> = {
  SCHEDULED: "processing",
  SHOWING: "success",
  ENDED: "default",
  WITHDRAWN: "default",
};

/** 开始时间 and 结束时间 columns; an open end reads as such. */
export const scheduleColumns = <
  T extends { startsAt: string | null; endsAt: string | null },
>(): TableColumnsType<T> => [
  {
    title: SCHEDULE_TEXTS.startsAt,
    dataIndex: "startsAt",
    key: "startsAt",
    render: (at: string | null) => (at ? formatDateTime(at) : SCHEDULE_TEXTS.startsAtOnce),
  },
  {
    title: SCHEDULE_TEXTS.endsAt,
    dataIndex: "endsAt",
    key: "endsAt",
    render: (at: string | null) => (at ? formatDateTime(at) : SCHEDULE_TEXTS.endsNever),
  },
];

const readQuery = (search: URLSearchParams): ScheduledListQuery => ({
  ...readPageParams(search),
  keyword: readKeyword(search),
});
const writeQuery = (query: ScheduledListQuery) => writeListParams(query, { keyword: query.keyword });

export interface ScheduledRow {
  oid: string;
  state: ScheduleState;
}

export interface ScheduledListProps<T extends ScheduledRow> {
  label: string;
  keywordPlaceholder: string;
  createLabel: string;
  /** The cache key of one page; `allKey` is its prefix, refreshed after a change. */
  listKey: (query: ScheduledListQuery) => QueryKey;
  allKey: QueryKey;
  fetch: (query: ScheduledListQuery, signal: AbortSignal) => Promise<Page<T>>;
  columns: TableColumnsType<T>;
  rowName: (row: T) => string;
  /** Whether 编辑 is offered (an agreement only while scheduled). */
  editable: (row: T) => boolean;
  onCreate: () => void;
  onEdit: (row: T) => void;
  withdraw: (oid: string) => Promise<unknown>;
}

export function ScheduledListPage<T extends ScheduledRow>(props: ScheduledListProps<T>) {
  const { query, update, move } = useListQuery(readQuery, writeQuery);
  const queryClient = useQueryClient();
  const rows = useQuery({
    queryKey: props.listKey(query),
    queryFn: ({ signal }) => props.fetch(query, signal),
    placeholderData: keepPreviousData,
  });

  async function withdraw(row: T) {
    const yes = await dialog.confirm("danger", {
      title: `${SCHEDULE_TEXTS.withdraw} ${props.rowName(row)}`,
      content: SCHEDULE_TEXTS.withdrawConfirm,
      okText: SCHEDULE_TEXTS.withdraw,
    });
    if (!yes) return;
    await props.withdraw(row.oid);
    toast.success(SCHEDULE_TEXTS.withdrawn);
    await queryClient.invalidateQueries({ queryKey: props.allKey });
  }

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      title: SCHEDULE_TEXTS.state,
      dataIndex: "state",
      key: "state",
      render: (state: ScheduleState) => <Tag color={STATE_COLORS[state]}>{SCHEDULE_TEXTS.states[state]}</Tag>,
    },
    {
      title: SCHEDULE_TEXTS.actions,
      key: "actions",
      render: (_, row) => (
        <Space size={0}>
          {props.editable(row) && (
            <Button
              type="link"
              aria-label={`${SCHEDULE_TEXTS.edit} ${props.rowName(row)}`}
              onClick={() => props.onEdit(row)}
            >
              {SCHEDULE_TEXTS.edit}
            </Button>
          )}
          {row.state !== "WITHDRAWN" && (
            <Button
              type="link"
              danger
              aria-label={`${SCHEDULE_TEXTS.withdraw} ${props.rowName(row)}`}
              onClick={() => withdraw(row).catch(() => undefined)}
            >
              {SCHEDULE_TEXTS.withdraw}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section aria-label={props.label}>
      <div className={styles.toolbar}>
        <ListSearch
          className={styles.search}
          label={props.keywordPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <Button
          type="primary"
          className={styles.toolbarEnd}
          icon={<PlusOutlined aria-hidden />}
          onClick={props.onCreate}
        >
          {props.createLabel}
        </Button>
      </div>
      <Table<T>
        className={styles.table}
        rowKey="oid"
        columns={columns}
        dataSource={rows.data?.items ?? []}
        loading={rows.isFetching}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SCHEDULE_TEXTS.empty} />,
        }}
        pagination={listPagination(query, rows.data?.total, move)}
      />
    </section>
  );
}
