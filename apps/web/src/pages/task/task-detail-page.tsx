// One task /f/task/detail/{oid}: its fields, progress, failure reason, output and steps, refreshed
// every TASKS.progressPollMs while it waits or runs.
import { ArrowLeftOutlined, DownloadOutlined, ReloadOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import {
  LOGIN_TEXTS,
  TASK_TEXTS,
  TASK_TYPE_LABELS,
  TASKS,
  type UserTask,
  type UserTaskDetail,
} from "@textbook/shared";
import { Alert, Button, Descriptions, Empty, Result, Skeleton, Timeline } from "antd";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { fetchTask, fetchTaskDetails, taskKeys } from "../../api/tasks.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { downloadAttachment } from "../../app/download-attachment.ts";
import { EditableTitle } from "./editable-title.tsx";
import styles from "./task.module.css";
import { TaskProgress, TaskStateTag } from "./task-badges.tsx";
import { canCancel, downloadableOid, isRunning } from "./task-state.ts";
import { useTaskActions } from "./use-task-actions.ts";

const pollWhileRunning = (task: UserTask | undefined) =>
  task && isRunning(task.state) ? TASKS.progressPollMs : false;

function Output({ task }: { task: UserTask }) {
  const attachmentOid = downloadableOid(task);
  if (attachmentOid) {
    return (
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => void downloadAttachment(attachmentOid)}
      >
        {task.output?.fileName ?? TASK_TEXTS.download}
      </Button>
    );
  }
  if (task.state === "DONE" && task.output?.bookOid) {
    return <Link to={`/f/books/detail/${task.output.bookOid}`}>{TASK_TEXTS.openCopy}</Link>;
  }
  return <>—</>;
}

function Steps({ steps }: { steps: readonly UserTaskDetail[] }) {
  if (steps.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TASK_TEXTS.noSteps} />;
  return (
    <Timeline
      items={steps.map((step) => ({
        key: step.oid,
        color: step.state === "FAILED" ? "red" : step.state === "DONE" ? "green" : "blue",
        content: (
          <div className={styles.step}>
            <span className={styles.stepName}>{step.name}</span>
            <TaskStateTag state={step.state} />
            <span className={styles.stepTime}>{formatDateTime(step.createdAt)}</span>
            {step.message && <div className={styles.stepMessage}>{step.message}</div>}
          </div>
        ),
      }))}
    />
  );
}

export function TaskDetailPage() {
  const taskOid = useParams().oid ?? "";
  const actions = useTaskActions();
  const task = useQuery({
    queryKey: taskKeys.one(taskOid),
    queryFn: ({ signal }) => fetchTask(taskOid, signal),
    refetchInterval: (query) => pollWhileRunning(query.state.data),
  });
  const details = useQuery({
    queryKey: taskKeys.details(taskOid),
    queryFn: ({ signal }) => fetchTaskDetails(taskOid, signal),
    refetchInterval: () => pollWhileRunning(task.data),
  });
  // The steps' last poll may have read them just before the task finished, without the final
  // step's message: a task seen finishing reads its steps once more.
  const state = task.data?.state;
  const refetchDetails = details.refetch;
  const seenRunning = useRef(false);
  useEffect(() => {
    if (!state) return;
    if (isRunning(state)) seenRunning.current = true;
    else if (seenRunning.current) {
      seenRunning.current = false;
      void refetchDetails();
    }
  }, [state, refetchDetails]);

  const back = (
    <Link to="/f/task/list" className={styles.back}>
      <ArrowLeftOutlined aria-hidden /> {TASK_TEXTS.backToList}
    </Link>
  );
  if (task.isPending) {
    return (
      <section className={styles.detail}>
        {back}
        <Skeleton active paragraph={{ rows: 6 }} />
      </section>
    );
  }
  if (task.isError) {
    return (
      <section className={styles.detail}>
        {back}
        <Result
          status="warning"
          title={TASK_TEXTS.detailLoadFailed}
          subTitle={task.error.message}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => task.refetch()}>
              {LOGIN_TEXTS.reload}
            </Button>
          }
        />
      </section>
    );
  }

  const current = task.data;
  const columns = TASK_TEXTS.columns;
  const fields: { key: string; label: string; children: ReactNode }[] = [
    {
      key: "title",
      label: columns.title,
      children: <EditableTitle title={current.title} onRename={(title) => actions.rename(current, title)} />,
    },
    { key: "type", label: columns.type, children: TASK_TYPE_LABELS[current.type] },
    { key: "state", label: columns.state, children: <TaskStateTag state={current.state} /> },
    {
      key: "progress",
      label: columns.progress,
      children: <TaskProgress state={current.state} progress={current.progress} />,
    },
    {
      key: "book",
      label: columns.book,
      children: current.book ? (
        <Link to={`/f/books/detail/${current.book.oid}`}>{current.book.name}</Link>
      ) : (
        "—"
      ),
    },
    { key: "creator", label: TASK_TEXTS.creator, children: current.creator.fullName },
    { key: "createdAt", label: columns.createdAt, children: formatDateTime(current.createdAt) },
    { key: "startedAt", label: TASK_TEXTS.startedAt, children: formatDateTime(current.startedAt) },
    { key: "finishedAt", label: columns.finishedAt, children: formatDateTime(current.finishedAt) },
    {
      key: "result",
      label: TASK_TEXTS.result,
      children: current.result ? TASK_TEXTS.results[current.result] : "—",
    },
    { key: "attempts", label: TASK_TEXTS.attempts, children: current.attempts },
    { key: "output", label: TASK_TEXTS.output, children: <Output task={current} /> },
  ];

  return (
    <section className={styles.detail} aria-label={TASK_TEXTS.detailTitle}>
      <div className={styles.detailHead}>
        {back}
        {canCancel(current) && (
          <Button danger onClick={() => void actions.cancel(current)}>
            {TASK_TEXTS.cancel}
          </Button>
        )}
      </div>
      {current.state === "FAILED" && current.errorMessage && (
        <Alert
          type="error"
          showIcon
          className={styles.failure}
          title={TASK_TEXTS.errorMessage}
          description={current.errorMessage}
        />
      )}
      <Descriptions bordered column={2} items={fields} className={styles.fields} />
      <h3 className={styles.stepsTitle}>{TASK_TEXTS.steps}</h3>
      {details.data ? <Steps steps={details.data.items} /> : <Skeleton active paragraph={{ rows: 3 }} />}
    </section>
  );
}
