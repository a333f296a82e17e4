// One approval /f/todo/detail/{oid} (shell §2, issue 16 §2): the application (title, plan type,
// note, applicant, time), its book, the nodes, the timeline, the caller's actions and, for a
// publish application, what changed in the book since its released edition.
import { ArrowLeftOutlined, ReloadOutlined } from "@ant-design/icons";
import {
  formatMessage,
  LOGIN_TEXTS,
  type ProcessInstanceDetail,
  PUBLISHING_TEXTS,
  TODO_TEXTS,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import { Alert, Button, Descriptions, Result, Skeleton } from "antd";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useProcessInstance, useProcessNodes } from "../../api/process-instances.ts";
import { useApplicationOf } from "../../api/publish-records.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { BookChanges } from "./book-changes.tsx";
import { ProcessActions } from "./process-actions.tsx";
import { ProcessStateTag } from "./process-state-tag.tsx";
import { ProcessNodeList, ProcessTimeline } from "./process-timeline.tsx";
import styles from "./todo.module.css";
import { releaseRecordPath, TODO_LIST_PATH } from "./todo-paths.ts";

const F = TODO_TEXTS.fields;

type Field = { key: string; label: string; children: ReactNode };

/** A publish application's plan type and note (read from the book's apply history) after the rest. */
function PublishApplicationFields(props: { instance: ProcessInstanceDetail; bookOid: string }) {
  const application = useApplicationOf(props.bookOid, props.instance.oid);
  const extra: Field[] = [
    {
      key: "planType",
      label: F.planType,
      children: application ? PUBLISHING_TEXTS.planTypes[application.planType] : "—",
    },
    { key: "note", label: F.note, children: application ? application.note || TODO_TEXTS.noNote : "—" },
  ];
  return <FieldsTable instance={props.instance} extra={extra} />;
}

function ApplicationFields({ instance }: { instance: ProcessInstanceDetail }) {
  const book = instance.book;
  if (book && instance.kind === "PUBLISH")
    return <PublishApplicationFields instance={instance} bookOid={book.oid} />;
  return <FieldsTable instance={instance} extra={[]} />;
}

function FieldsTable({ instance, extra }: { instance: ProcessInstanceDetail; extra: Field[] }) {
  const book = instance.book;
  const fields: Field[] = [
    { key: "title", label: F.title, children: instance.title },
    { key: "kind", label: F.kind, children: WORKFLOW_TEXTS.kinds[instance.kind] },
    {
      key: "book",
      label: F.book,
      children: book ? (
        <span className={styles.event}>
          <Link to={`/f/books/detail/${book.oid}`}>{book.name}</Link>
          <Link to={releaseRecordPath(instance.oid, book.oid)}>{TODO_TEXTS.releaseRecords}</Link>
        </span>
      ) : (
        "—"
      ),
    },
    { key: "state", label: F.state, children: <ProcessStateTag state={instance.state} /> },
    ...extra,
    { key: "applicant", label: F.applicant, children: instance.applicant.fullName },
    { key: "createdAt", label: F.createdAt, children: formatDateTime(instance.createdAt) },
    { key: "currentNode", label: F.currentNode, children: <CurrentNode instance={instance} /> },
    { key: "finishedAt", label: F.finishedAt, children: formatDateTime(instance.finishedAt) },
  ];
  return <Descriptions bordered column={2} items={fields} className={styles.fields} />;
}

/** The open node, and when it was last reminded (once an hour per node). */
function CurrentNode({ instance }: { instance: ProcessInstanceDetail }) {
  const node = instance.currentNode;
  if (!node) return <>—</>;
  return (
    <span className={styles.event}>
      {node.name}
      {node.remindedAt && (
        <span className={styles.eventTime}>
          {formatMessage(TODO_TEXTS.remindedAt, { at: formatDateTime(node.remindedAt) })}
        </span>
      )}
    </span>
  );
}

export function TodoDetailPage() {
  const oid = useParams().oid ?? "";
  const instance = useProcessInstance(oid);
  const nodes = useProcessNodes(oid);
  const retry = () => {
    void instance.refetch();
    void nodes.refetch();
  };

  const back = (
    <Link to={TODO_LIST_PATH} className={styles.back}>
      <ArrowLeftOutlined aria-hidden /> {TODO_TEXTS.backToList}
    </Link>
  );
  if (instance.isPending) {
    return (
      <section className={styles.detail}>
        {back}
        <Skeleton active paragraph={{ rows: 6 }} />
      </section>
    );
  }
  if (instance.isError) {
    return (
      <section className={styles.detail}>
        {back}
        <Result
          status="warning"
          title={TODO_TEXTS.detailLoadFailed}
          subTitle={instance.error.message}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={retry}>
              {LOGIN_TEXTS.reload}
            </Button>
          }
        />
      </section>
    );
  }

  const current = instance.data;
  const heldNode = nodes.data?.items.find((node) => node.canAct && node.state === "PENDING") ?? null;
  return (
    <section className={styles.detail} aria-label={TODO_TEXTS.detailTitle}>
      <div className={styles.detailHead}>
        {back}
        <ProcessActions instance={current} heldNode={current.state === "IN_PROGRESS" ? heldNode : null} />
      </div>
      <h2 className={styles.sectionTitle}>{TODO_TEXTS.application}</h2>
      <ApplicationFields instance={current} />
      <h2 className={styles.sectionTitle}>{TODO_TEXTS.nodes}</h2>
      {nodes.isError ? (
        <Alert
          type="warning"
          showIcon
          title={TODO_TEXTS.detailLoadFailed}
          description={nodes.error.message}
        />
      ) : nodes.data ? (
        <ProcessNodeList nodes={nodes.data.items} />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
      <h2 className={styles.sectionTitle}>{TODO_TEXTS.timeline}</h2>
      <ProcessTimeline events={current.events} />
      {current.book && (
        <>
          <h2 className={styles.sectionTitle}>{TODO_TEXTS.changes}</h2>
          <BookChanges bookOid={current.book.oid} />
        </>
      )}
    </section>
  );
}
