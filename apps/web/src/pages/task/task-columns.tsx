// The task table's columns: title (renamed in place), type, book, state, live progress, times and
// the actions 详情, 取消 (unfinished tasks) and 下载 (a finished export).
import { TASK_TEXTS, TASK_TYPE_LABELS, type UserTask } from "@textbook/shared";
import { Button, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { formatDateTime } from "../../app/date-time.ts";
import { downloadAttachment } from "../../app/download-attachment.ts";
import list from "../list-page.module.css";
import { EditableTitle } from "./editable-title.tsx";
import styles from "./task.module.css";
import { TaskProgress, TaskStateTag } from "./task-badges.tsx";
import { canCancel, downloadableOid } from "./task-state.ts";

export interface TaskActions {
  cancel: (task: UserTask) => void;
  rename: (task: UserTask, title: string) => Promise<unknown>;
}

export function taskColumns(actions: TaskActions): TableColumnsType<UserTask> {
  const columns = TASK_TEXTS.columns;
  return [
    {
      title: columns.title,
      dataIndex: "title",
      render: (_, task) => (
        <EditableTitle title={task.title} onRename={(title) => actions.rename(task, title)} />
      ),
    },
    {
      title: columns.type,
      dataIndex: "type",
      className: list.nowrap,
      render: (_, task) => TASK_TYPE_LABELS[task.type],
    },
    {
      title: columns.book,
      dataIndex: "book",
      render: (_, task) =>
        task.book ? (
          <Link to={`/f/books/detail/${task.book.oid}`} className={list.bookName} title={task.book.name}>
            {task.book.name}
          </Link>
        ) : (
          "—"
        ),
    },
    {
      title: columns.state,
      dataIndex: "state",
      className: list.nowrap,
      render: (_, task) => <TaskStateTag state={task.state} />,
    },
    {
      title: columns.progress,
      dataIndex: "progress",
      width: 150,
      render: (_, task) => <TaskProgress state={task.state} progress={task.progress} size="small" />,
    },
    {
      title: columns.createdAt,
      dataIndex: "createdAt",
      className: list.nowrap,
      render: (_, task) => formatDateTime(task.createdAt),
    },
    {
      title: columns.finishedAt,
      dataIndex: "finishedAt",
      className: list.nowrap,
      render: (_, task) => formatDateTime(task.finishedAt),
    },
    {
      title: columns.actions,
      key: "actions",
      render: (_, task) => {
        const attachmentOid = downloadableOid(task);
        return (
          <span className={styles.actions}>
            <Link to={`/f/task/detail/${task.oid}`}>{TASK_TEXTS.detail}</Link>
            {canCancel(task) && (
              <Button type="link" size="small" danger onClick={() => actions.cancel(task)}>
                {TASK_TEXTS.cancel}
              </Button>
            )}
            {attachmentOid && (
              <Button type="link" size="small" onClick={() => void downloadAttachment(attachmentOid)}>
                {TASK_TEXTS.download}
              </Button>
            )}
          </span>
        );
      },
    },
  ];
}
