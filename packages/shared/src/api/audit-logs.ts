// The audit log (issue 15 §6): every administrative change with who, when, what, before and after.
// SYS_ADMIN reads all of it, ORG_ADMIN the rows of the session's current organisation.
import { z } from "zod";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { zKeyword } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

export const AUDIT_TARGET_TYPES = [
  "org",
  "user",
  "membership",
  "book",
  "book-member",
  "eula",
  "notice",
  "ad",
  "setting",
  "res-lib",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const auditLogItemSchema = z.object({
  oid: z.string(),
  at: z.string(),
  /** Null for changes made from the command line (the first administrator). */
  actor: z.object({ oid: z.string(), name: z.string(), phoneNumber: z.string() }).nullable(),
  /** A dotted verb such as `org.create` or `user.disable`. */
  action: z.string(),
  targetType: z.string(),
  targetOid: z.string().nullable(),
  targetLabel: z.string().nullable(),
  orgOid: z.string().nullable(),
  /** The organisation's name as it is now; null for platform-wide rows. */
  orgName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

const zInstant = z.iso.datetime({ offset: true, error: M.invalidType }).optional();

export const auditLogsQuerySchema = pageQuerySchema
  .extend({
    /** `user` matches `user.create`, `user.phone.change`…; a whole action matches itself. */
    action: z
      .string()
      .trim()
      .max(64, M.invalidType)
      .regex(/^[A-Za-z.-]*$/, M.invalidType)
      .optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { error: M.invalidType }).optional(),
    /** The actor's name or phone number, a substring. */
    actor: zKeyword,
    /** The target's label (a name, a phone number) as recorded, a substring. */
    keyword: zKeyword,
    from: zInstant,
    to: zInstant,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: "结束时间不能早于开始时间",
  });
export type AuditLogsQuery = z.input<typeof auditLogsQuerySchema>;

export const auditLogCalls = defineCalls("audit-logs", {
  list: {
    method: "GET",
    path: "/audit-logs",
    summary:
      "The audit log, newest first, filtered by action prefix, target type, actor, time range and target label (SYS_ADMIN: all; ORG_ADMIN: the current organisation's rows)",
    query: auditLogsQuerySchema,
    data: pageSchema(auditLogItemSchema),
  },
});
