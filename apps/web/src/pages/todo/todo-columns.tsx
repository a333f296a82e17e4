// The todo table's columns: the application's title (to its detail), book, applicant, the node
// waiting now, the state, when it was applied for, and 处理 (waiting for me) or 查看.
import { type ProcessInstance, TODO_TEXTS, type TodoTab } from "@textbook/shared";
import type { TableColumnsType } from "antd";
import { Link } from "react-router";
import { formatDateTime } from "../../app/date-time.ts";
import list from "../list-page.module.css";
import { ProcessStateTag } from "./process-state-tag.tsx";
import styles from "./todo.module.css";
import { todoDetailPath } from "./todo-paths.ts";

const C = TODO_TEXTS.columns;

export function todoColumns(tab: TodoTab): TableColumnsType<ProcessInstance> {
  return [
    {
      title: C.title,
      dataIndex: "title",
      render: (_, instance) => (
        <Link to={todoDetailPath(instance.oid)} className={styles.rowTitle}>
          {instance.title}
        </Link>
      ),
    },
    {
      title: C.book,
      dataIndex: "book",
      render: (_, instance) => (
        <span className={list.bookName} title={instance.book?.name}>
          {instance.book?.name ?? "—"}
        </span>
      ),
    },
    { title: C.applicant, dataIndex: "applicant", render: (_, instance) => instance.applicant.fullName },
    {
      title: C.node,
      dataIndex: "currentNode",
      render: (_, instance) => instance.currentNode?.name ?? TODO_TEXTS.finishedNode,
    },
    {
      title: C.state,
      dataIndex: "state",
      className: list.nowrap,
      render: (_, instance) => <ProcessStateTag state={instance.state} />,
    },
    {
      title: C.createdAt,
      dataIndex: "createdAt",
      className: list.nowrap,
      render: (_, instance) => formatDateTime(instance.createdAt),
    },
    {
      title: C.actions,
      key: "actions",
      className: list.nowrap,
      render: (_, instance) => (
        <Link
          to={todoDetailPath(instance.oid)}
          aria-label={`${tab === "pending" ? TODO_TEXTS.handle : TODO_TEXTS.view} ${instance.title}`}
        >
          {tab === "pending" ? TODO_TEXTS.handle : TODO_TEXTS.view}
        </Link>
      ),
    },
  ];
}
