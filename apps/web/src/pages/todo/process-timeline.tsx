// An approval's timeline (issue 16 §1 "every action is recorded (who, when, comment) and shown as a
// timeline"): the start and every approve, reject, transfer, remind and revoke, oldest first.
import {
  formatMessage,
  ORG_ROLE_LABELS,
  type ProcessAction,
  type ProcessNode,
  type ProcessTimelineEvent,
  TODO_TEXTS,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import { Empty, Timeline } from "antd";
import { formatDateTime } from "../../app/date-time.ts";
import { NodeStateTag } from "./process-state-tag.tsx";
import styles from "./todo.module.css";

const COLOURS: Record<ProcessAction, string> = {
  START: "blue",
  APPROVE: "green",
  REJECT: "red",
  TRANSFER: "orange",
  REMIND: "gray",
  REVOKE: "gray",
};

export function ProcessTimeline({ events }: { events: readonly ProcessTimelineEvent[] }) {
  if (events.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TODO_TEXTS.noEvents} />;
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.oid,
        color: COLOURS[event.action],
        content: (
          <div className={styles.event}>
            <span className={styles.eventAction}>{WORKFLOW_TEXTS.actions[event.action]}</span>
            {event.node && <span>{event.node.name}</span>}
            <span>{event.actor.fullName}</span>
            {event.targetUser && (
              <span>{formatMessage(TODO_TEXTS.transferredTo, { name: event.targetUser.fullName })}</span>
            )}
            <span className={styles.eventTime}>{formatDateTime(event.at)}</span>
            {event.comment && (
              <div className={styles.eventComment}>
                {TODO_TEXTS.commentLabel}
                {event.comment}
              </div>
            )}
          </div>
        ),
      }))}
    />
  );
}

function holder(node: ProcessNode): string {
  const role = node.assignee.role;
  if (role) return formatMessage(TODO_TEXTS.anyRole, { role: ORG_ROLE_LABELS[role] });
  return node.assignee.users.map((user) => user.fullName).join("、");
}

/** The nodes in order with who holds each and where it stands. */
export function ProcessNodeList({ nodes }: { nodes: readonly ProcessNode[] }) {
  return (
    <ol className={styles.nodeList} aria-label={TODO_TEXTS.nodes}>
      {nodes.map((node) => (
        <li key={node.oid} className={styles.nodeItem}>
          <span>
            {node.position + 1}. {node.name}
          </span>
          <NodeStateTag state={node.state} />
          <span className={styles.nodeWho}>
            {formatMessage(TODO_TEXTS.nodeAssignee, { who: node.actor?.fullName ?? holder(node) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
