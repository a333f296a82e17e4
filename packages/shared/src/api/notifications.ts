// In-app messages (站内消息, issue 16 §1: a remind reaches the node's holders in the app, a rejection
// reaches the applicant): the caller's messages, newest first, how many are unread (the frame's bell
// polls it) and marking them read. Every message is its recipient's alone.
import { z } from "zod";
import { zOid } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

export const NOTIFICATION_KINDS = [
  "PROCESS_REMINDED",
  "PROCESS_REJECTED",
  "PROCESS_APPROVED",
  "NODE_TRANSFERRED",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How often the frame asks for the unread count. */
export const NOTIFICATION_POLL_MS = 30_000;
/** Marking read names at most this many messages at once. */
export const NOTIFICATION_READ_MAX = 100;

export const notificationSchema = z.object({
  oid: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The approval it is about: its title, and the address of its todo detail. */
  instanceOid: z.string(),
  title: z.string(),
  /** The node's name when the message is about one. */
  nodeName: z.string().nullable(),
  /** Who acted (reminded, rejected, transferred). */
  actor: z.object({ oid: z.string(), fullName: z.string() }).nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationCountSchema = z.object({ unreadCount: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** The messages to mark read; none named marks all of the caller's. */
export const readNotificationsBodySchema = z.object({
  oids: z.array(zOid).max(NOTIFICATION_READ_MAX).optional(),
});
export type ReadNotificationsBody = z.infer<typeof readNotificationsBodySchema>;

export const notificationCalls = defineCalls("notifications", {
  list: {
    method: "GET",
    path: "/notifications",
    summary: "The caller's in-app messages, newest first, paged",
    query: pageQuerySchema,
    data: pageSchema(notificationSchema),
  },
  unreadCount: {
    method: "GET",
    path: "/notifications/unread-count",
    summary: "How many of the caller's in-app messages are unread (the frame's bell polls it)",
    data: notificationCountSchema,
  },
  read: {
    method: "POST",
    path: "/notifications/read",
    summary: "Mark the caller's messages read (the ones named, else all); answers the unread count",
    body: readNotificationsBodySchema,
    data: notificationCountSchema,
  },
});
