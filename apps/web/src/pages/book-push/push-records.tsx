// 推送记录 (GET /books/{id}/pushes): when, who, which edition, to whom and how many, paged by the
// server; 撤回 after a confirmation for those who may push, on pushes still standing.
import { useQueryClient } from "@tanstack/react-query";
import {
  formatMessage,
  PAGINATION,
  PUSH_TARGET_KIND_LABELS,
  PUSH_TEXTS,
  type PushRecord,
  pushTargetSummary,
} from "@textbook/shared";
import { Button, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { pushKeys, usePushRecords, withdrawPush } from "../../api/push.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { dialog } from "../../app/global/dialog.ts";
import { toast } from "../../app/global/toast.ts";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useBusy } from "../../app/use-busy.ts";
import { emptyLocale } from "../book-detail/publishing/empty-locale.tsx";
import styles from "./book-push.module.css";

const T = PUSH_TEXTS;
const C = T.columns;
export function PushRecords({ bookOid, canWithdraw }: { bookOid: string; canWithdraw: boolean }) {
  const [page, setPage] = useState<number>(PAGINATION.defaultPage);
  const pageSize = PAGINATION.pageSizes[0];
  const records = usePushRecords(bookOid, page, pageSize);
  const client = useQueryClient();
  const withdrawing = useBusy();

  async function withdraw(record: PushRecord) {
    const yes = await dialog.confirm("danger", {
      title: T.withdrawTitle,
      content: T.withdrawContent,
      okText: T.withdraw,
    });
    if (!yes) return;
    await withdrawing.run(async () => {
      await withdrawPush(bookOid, record.oid);
      toast.success(T.withdrawn);
    });
    await client.invalidateQueries({ queryKey: pushKeys.all(bookOid) });
  }

  const columns: TableColumnsType<PushRecord> = [
    { title: C.createdAt, key: "createdAt", render: (_, row) => formatDateTime(row.createdAt) },
    { title: C.pushedBy, key: "pushedBy", render: (_, row) => row.pushedBy.fullName },
    {
      title: C.edition,
      key: "edition",
      render: (_, row) => formatMessage(T.editionNumber, { n: row.editionNumber }),
    },
    { title: C.targetKind, key: "targetKind", render: (_, row) => PUSH_TARGET_KIND_LABELS[row.targetKind] },
    {
      title: C.targetNames,
      key: "targetNames",
      render: (_, row) => (
        <span className={styles.names} title={row.targetNames.join(T.nameSeparator)}>
          {pushTargetSummary(row.targetNames)}
        </span>
      ),
    },
    { title: C.recipientCount, dataIndex: "recipientCount" },
    {
      title: C.state,
      key: "state",
      render: (_, row) =>
        row.withdrawnAt ? (
          <Tag>{formatMessage(T.withdrawnAt, { time: formatDateTime(row.withdrawnAt) })}</Tag>
        ) : (
          <Tag color="success">{T.standing}</Tag>
        ),
    },
    ...(canWithdraw
      ? [
          {
            title: C.actions,
            key: "actions",
            render: (_: unknown, row: PushRecord) =>
              !row.withdrawnAt && (
                <Button size="small" danger disabled={withdrawing.busy} onClick={() => void withdraw(row)}>
                  {T.withdraw}
                </Button>
              ),
          },
        ]
      : []),
  ];

  if (records.isError && !records.data) {
    return <LoadFailed title={T.recordsLoadFailed} error={records.error} onRetry={() => records.refetch()} />;
  }
  return (
    <section aria-label={T.recordsTitle}>
      <h3 className={styles.sectionTitle}>{T.recordsTitle}</h3>
      <Table<PushRecord>
        rowKey="oid"
        size="small"
        loading={records.isFetching}
        dataSource={records.data?.items ?? []}
        columns={columns}
        locale={emptyLocale(T.recordsEmpty)}
        scroll={{ x: "max-content" }}
        pagination={{
          current: page,
          pageSize,
          total: records.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </section>
  );
}
