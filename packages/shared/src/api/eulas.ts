// End-user licence agreements (shell §7 Others; issue 15 §5): the signed-in user's calls keep the
// spec's paths; SYS_ADMIN's publishing calls are REST-style in the same family.
import { z } from "zod";
import { EULA_TEXTS } from "../manage/agreements-texts.ts";
import { SCHEDULE_STATES, zInstant } from "../manage/schedule.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

/** Agreement HTML is bounded: a licence runs to pages, not megabytes. */
export const EULA_CONTENT_MAX = 200_000;

/** A version label: letters, digits, dots, underscores and dashes (2026.1, v2-beta). */
export const EULA_VERSION_PATTERN = /^[\w.-]+$/;

export const eulaSchema = z.object({
  oid: z.string(),
  title: z.string(),
  version: z.string(),
  /** Sanitised HTML (headings, paragraphs, bold, lists, links). */
  content: z.string(),
  required: z.boolean(),
  effectiveAt: z.string(),
});
export type Eula = z.infer<typeof eulaSchema>;

/** GET /eulas: an agreement in effect and when the caller accepted it (null: not yet). */
export const myEulaSchema = eulaSchema.extend({ acceptedAt: z.string().nullable() });
export type MyEula = z.infer<typeof myEulaSchema>;

export const eulaRecordSchema = z.object({
  eulaOid: z.string(),
  version: z.string(),
  address: z.string(),
  acceptedAt: z.string(),
});
export type EulaRecord = z.infer<typeof eulaRecordSchema>;

/** The management list: every version, with its state and how many users accepted it. */
export const managedEulaSchema = eulaSchema.extend({
  state: z.enum(SCHEDULE_STATES),
  withdrawnAt: z.string().nullable(),
  acceptedCount: z.number().int(),
  createdAt: z.string(),
});
export type ManagedEula = z.infer<typeof managedEulaSchema>;

export const eulaBodySchema = z.object({
  title: zRequiredText(200),
  version: zRequiredText(32).regex(EULA_VERSION_PATTERN, EULA_TEXTS.versionFormat),
  content: zRequiredText(EULA_CONTENT_MAX),
  required: z.boolean({ error: M.required }),
  effectiveAt: zInstant,
});
export type EulaBody = z.infer<typeof eulaBodySchema>;

export const eulaManageQuerySchema = pageQuerySchema.extend({ keyword: zKeyword });
export type EulaManageQuery = z.infer<typeof eulaManageQuerySchema>;

export const eulaPathSchema = z.object({ id: zOid });

export const eulaCalls = defineCalls("eulas", {
  list: {
    method: "GET",
    path: "/eulas",
    summary: "The agreements in effect, newest first, with the caller's acceptance of each",
    data: listSchema(myEulaSchema),
  },
  myRecord: {
    method: "GET",
    path: "/eulas/:id/my-record",
    summary: "The caller's acceptance of an agreement (null: not accepted)",
    params: eulaPathSchema,
    data: eulaRecordSchema.nullable(),
  },
  accept: {
    method: "POST",
    path: "/eulas/:id/records",
    summary: "Accept an agreement in effect: records the time, the version and the address",
    params: eulaPathSchema,
    data: eulaRecordSchema,
  },
  manage: {
    method: "GET",
    path: "/eulas/manage",
    summary: "Every agreement version with its state and acceptance count (SYS_ADMIN)",
    query: eulaManageQuerySchema,
    data: pageSchema(managedEulaSchema),
  },
  create: {
    method: "POST",
    path: "/eulas",
    summary: "Publish an agreement version (SYS_ADMIN)",
    body: eulaBodySchema,
    data: managedEulaSchema,
  },
  update: {
    method: "PUT",
    path: "/eulas/:id",
    summary: "Change an agreement version before it takes effect (SYS_ADMIN)",
    params: eulaPathSchema,
    body: eulaBodySchema,
    data: managedEulaSchema,
  },
  withdraw: {
    method: "PUT",
    path: "/eulas/:id/withdraw",
    summary: "Withdraw an agreement version: users are no longer asked to accept it (SYS_ADMIN)",
    params: eulaPathSchema,
    data: managedEulaSchema,
  },
});
