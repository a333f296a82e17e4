// SYS_ADMIN's system notices (issue 15 §5): GET /systems/notice serves the newest notice whose
// schedule is running and that nobody withdrew. REST-style in the systems family.
import { z } from "zod";
import { endAfterStart, SCHEDULE_STATES, scheduleFields } from "../manage/schedule.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

export const managedNoticeSchema = z.object({
  oid: z.string(),
  content: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  state: z.enum(SCHEDULE_STATES),
  createdAt: z.string(),
});
export type ManagedNotice = z.infer<typeof managedNoticeSchema>;

export const noticeBodySchema = z
  .object({ content: zRequiredText(500), ...scheduleFields })
  .superRefine(endAfterStart);
export type NoticeBody = z.input<typeof noticeBodySchema>;

export const scheduledListQuerySchema = pageQuerySchema.extend({ keyword: zKeyword });
export type ScheduledListQuery = z.infer<typeof scheduledListQuerySchema>;

export const noticePathSchema = z.object({ id: zOid });

export const noticeCalls = defineCalls("notices", {
  manage: {
    method: "GET",
    path: "/systems/notices",
    summary: "Every system notice with its schedule and state, newest first (SYS_ADMIN)",
    query: scheduledListQuerySchema,
    data: pageSchema(managedNoticeSchema),
  },
  create: {
    method: "POST",
    path: "/systems/notices",
    summary: "Create a system notice shown from startsAt until endsAt (open ends allowed; SYS_ADMIN)",
    body: noticeBodySchema,
    data: managedNoticeSchema,
  },
  update: {
    method: "PUT",
    path: "/systems/notices/:id",
    summary: "Change a notice's text or schedule (SYS_ADMIN)",
    params: noticePathSchema,
    body: noticeBodySchema,
    data: managedNoticeSchema,
  },
  withdraw: {
    method: "PUT",
    path: "/systems/notices/:id/withdraw",
    summary: "Withdraw a notice: it is no longer shown (SYS_ADMIN)",
    params: noticePathSchema,
    data: managedNoticeSchema,
  },
});
