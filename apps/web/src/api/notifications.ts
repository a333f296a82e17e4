// In-app messages (站内消息): the unread count the frame's bell polls, the latest messages its panel
// lists, and marking them read (which answers the new count).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notificationCalls as calls, NOTIFICATION_POLL_MS, type NotificationCount } from "@textbook/shared";
import { call } from "./call.ts";

export const notificationKeys = {
  all: ["notifications"] as const,
  unread: ["notifications", "unread"] as const,
  latest: ["notifications", "latest"] as const,
};

/** How many messages the bell's panel shows. */
export const LATEST_NOTIFICATIONS = 10;

export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread,
    // A failed poll shows no count and tries again on the next tick; session ends reach the frame.
    queryFn: ({ signal }) => call(calls.unreadCount, { signal, bypassError: true }),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

export function useLatestNotifications() {
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => call(calls.list, { query: { page: 1, pageSize: LATEST_NOTIFICATIONS }, signal }),
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (oids?: string[]) => call(calls.read, { body: oids ? { oids } : {} }),
    onSuccess(count: NotificationCount) {
      client.setQueryData(notificationKeys.unread, count);
      void client.invalidateQueries({ queryKey: notificationKeys.latest });
    },
  });
}
