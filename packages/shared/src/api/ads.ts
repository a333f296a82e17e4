// SYS_ADMIN's ads (issue 15 §5): GET /ads serves the active ones whose schedule is running.
// REST-style in the ads family.
import { z } from "zod";
import { endAfterStart, SCHEDULE_STATES, scheduleFields } from "../manage/schedule.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { zOid, zOptionalUrl, zRequiredText } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { pageSchema } from "./envelope.ts";
import { scheduledListQuerySchema } from "./notices.ts";

/** The places the product shows ads. */
export const AD_POSITIONS = ["BOOK_LIST"] as const;

export const managedAdSchema = z.object({
  oid: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  position: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: z.enum(SCHEDULE_STATES),
  createdAt: z.string(),
});
export type ManagedAd = z.infer<typeof managedAdSchema>;

export const adBodySchema = z
  .object({
    title: zRequiredText(200),
    imageUrl: zOptionalUrl,
    linkUrl: zOptionalUrl,
    position: z.enum(AD_POSITIONS, { error: M.required }),
    sortOrder: z
      .number({ error: M.numberRequired })
      .int(M.numberRequired)
      .min(0, M.numberRequired)
      .max(10_000, M.numberRequired)
      .default(0),
    ...scheduleFields,
  })
  .superRefine(endAfterStart);
export type AdBody = z.input<typeof adBodySchema>;

export const adPathSchema = z.object({ id: zOid });

export const adCalls = defineCalls("ads", {
  manage: {
    method: "GET",
    path: "/ads/manage",
    summary: "Every ad with its schedule and state (SYS_ADMIN)",
    query: scheduledListQuerySchema,
    data: pageSchema(managedAdSchema),
  },
  create: {
    method: "POST",
    path: "/ads",
    summary: "Create an ad shown from startsAt until endsAt (open ends allowed; SYS_ADMIN)",
    body: adBodySchema,
    data: managedAdSchema,
  },
  update: {
    method: "PUT",
    path: "/ads/:id",
    summary: "Change an ad or its schedule (SYS_ADMIN)",
    params: adPathSchema,
    body: adBodySchema,
    data: managedAdSchema,
  },
  withdraw: {
    method: "PUT",
    path: "/ads/:id/withdraw",
    summary: "Withdraw an ad: it is no longer shown (SYS_ADMIN)",
    params: adPathSchema,
    data: managedAdSchema,
  },
});
