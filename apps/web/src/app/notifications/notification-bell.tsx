// The top bar's bell: the unread count of the user's in-app messages (polled), and a panel with the
// latest ones, loaded when first opened (the frame's own code stays small).
import { BellOutlined } from "@ant-design/icons";
import { formatMessage, NOTIFICATION_TEXTS as T } from "@textbook/shared";
import { Badge, Button, Popover, Spin } from "antd";
import { lazy, Suspense, useState } from "react";
import { useUnreadNotifications } from "../../api/notifications.ts";
import styles from "./notifications.module.css";

const NotificationPanel = lazy(() => import("./notification-panel.tsx"));

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications().data?.unreadCount ?? 0;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={T.title}
      content={
        <Suspense fallback={<Spin className={styles.loading} />}>
          {open && <NotificationPanel onLeave={() => setOpen(false)} />}
        </Suspense>
      }
    >
      <Button
        type="text"
        aria-label={unread > 0 ? formatMessage(T.bellUnread, { count: unread }) : T.bell}
        icon={
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined aria-hidden className={styles.bellIcon} />
          </Badge>
        }
      />
    </Popover>
  );
}
