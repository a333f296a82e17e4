// The bell's panel: the latest messages, unread ones marked, each leading to its approval (and read
// once followed); 全部标为已读 clears the count.
import { formatMessage, type Notification, NOTIFICATION_TEXTS as T } from "@textbook/shared";
import { Button, Empty, Skeleton } from "antd";
import { Link } from "react-router";
import { useLatestNotifications, useMarkNotificationsRead } from "../../api/notifications.ts";
import { formatDateTime } from "../date-time.ts";
import styles from "./notifications.module.css";

function sentenceOf(message: Notification): string {
  return formatMessage(T.kinds[message.kind], {
    actor: message.actor?.fullName ?? "—",
    title: message.title,
    node: message.nodeName ?? "",
  });
}

export default function NotificationPanel({ onLeave }: { onLeave(): void }) {
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationsRead();
  const items = latest.data?.items;

  if (latest.isError) return <p className={styles.message}>{T.loadFailed}</p>;
  if (!items) return <Skeleton active paragraph={{ rows: 3 }} className={styles.panel} />;
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} className={styles.panel} />;
  }
  const unread = items.some((message) => message.readAt === null);
  return (
    <div className={styles.panel}>
      <ul className={styles.list} aria-label={T.title}>
        {items.map((message) => (
          <li key={message.oid} className={styles.item} data-unread={message.readAt === null || undefined}>
            <Link
              to={`/f/todo/detail/${message.instanceOid}`}
              className={styles.link}
              onClick={() => {
                if (message.readAt === null) markRead.mutate([message.oid]);
                onLeave();
              }}
            >
              {message.readAt === null && <span className={styles.unreadMark}>{T.unread}</span>}
              {sentenceOf(message)}
            </Link>
            {message.comment && (
              <span className={styles.comment}>{formatMessage(T.comment, { comment: message.comment })}</span>
            )}
            <time className={styles.time} dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </time>
          </li>
        ))}
      </ul>
      {unread && (
        <Button
          type="link"
          size="small"
          loading={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {T.markAllRead}
        </Button>
      )}
    </div>
  );
}
