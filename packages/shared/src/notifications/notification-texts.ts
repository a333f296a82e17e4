// The in-app messages (站内消息) of the approval workflows: what the bell in the frame says about
// each kind. The server stores the kind and its facts; these sentences are composed where shown.
import type { NotificationKind } from "../api/notifications.ts";

export const NOTIFICATION_TEXTS = {
  bell: "消息",
  bellUnread: "消息，{count} 条未读",
  title: "站内消息",
  empty: "暂无消息",
  loadFailed: "消息加载失败",
  markAllRead: "全部标为已读",
  unread: "未读",
  more: "查看更多",
  kinds: {
    PROCESS_REMINDED: "{actor} 催办：{title}（{node}）",
    PROCESS_REJECTED: "{actor} 驳回了你的申请：{title}",
    PROCESS_APPROVED: "你的申请已通过：{title}",
    NODE_TRANSFERRED: "{actor} 将审批转交给你：{title}（{node}）",
  } satisfies Record<NotificationKind, string>,
  /** The reviewer's comment under a rejection or a transfer. */
  comment: "意见：{comment}",
} as const;
