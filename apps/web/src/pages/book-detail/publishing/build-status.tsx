// The newest build at the top of 发布管理: while it runs, its progress (the BUILD task's percent when
// the caller may read the task, else a spinner) and, if it failed, why — until the next build.
import { useQuery } from "@tanstack/react-query";
import { type Edition, formatMessage, PUBLISHING_PAGE_TEXTS, TASKS } from "@textbook/shared";
import { Alert, Progress, Spin } from "antd";
import { fetchTaskProgress, taskKeys } from "../../../api/tasks.ts";
import styles from "./publishing.module.css";

const T = PUBLISHING_PAGE_TEXTS.build;

function useBuildPercent(edition: Edition): number | null {
  const taskOids = edition.taskOid ? [edition.taskOid] : [];
  const progress = useQuery({
    queryKey: taskKeys.progress(taskOids),
    queryFn: ({ signal }) => fetchTaskProgress(taskOids, signal),
    enabled: taskOids.length > 0,
    refetchInterval: TASKS.progressPollMs,
    retry: false,
  });
  return progress.data?.items.find((item) => item.oid === edition.taskOid)?.progress ?? null;
}

function Running({ edition }: { edition: Edition }) {
  const percent = useBuildPercent(edition);
  const label = formatMessage(T.progress, { number: edition.number });
  return (
    <div className={styles.buildStatus} role="status">
      <span>{formatMessage(T.running, { number: edition.number })}</span>
      {percent === null ? (
        <Spin size="small" aria-label={label} />
      ) : (
        <Progress percent={percent} status="active" aria-label={label} />
      )}
    </div>
  );
}

export function BuildStatus({ edition }: { edition: Edition | null }) {
  if (edition?.state === "BUILDING") return <Running edition={edition} />;
  if (edition?.state === "FAILED") {
    return (
      <Alert
        type="error"
        showIcon
        title={formatMessage(T.failed, { number: edition.number })}
        description={edition.errorMessage && formatMessage(T.reason, { reason: edition.errorMessage })}
      />
    );
  }
  return null;
}
