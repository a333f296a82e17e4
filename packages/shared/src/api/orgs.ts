import { z } from "zod";
import { ORG_ROLES, ORG_STATES, ORG_TYPES } from "../dictionaries.ts";
import { ORGS_TEXTS } from "../manage/orgs-texts.ts";
import { formatMessage, VALIDATION_MESSAGES as M } from "../messages.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

export const ORG_FIELD_LIMITS = { name: 200, formalName: 200 } as const;

/** Organisation list item (shell §3): fullName reads "parent / name". */
export const orgListItemSchema = z.object({
  oid: z.string(),
  name: z.string(),
  fullName: z.string(),
  type: z.enum(ORG_TYPES),
  level: z.number().int(),
  orgName: z.object({ name: z.string(), parentName: z.string().nullable() }),
  roles: z.array(z.enum(ORG_ROLES)),
});
export type OrgListItem = z.infer<typeof orgListItemSchema>;

export const orgDetailSchema = z.object({
  oid: z.string(),
  name: z.string(),
  fullName: z.string(),
  type: z.enum(ORG_TYPES),
  level: z.number().int(),
  parentOid: z.string().nullable(),
  useSubjectResourceEnabled: z.boolean(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  formalName: z.string().nullable(),
  state: z.enum(ORG_STATES),
  updatedAt: z.string(),
});
export type OrgDetail = z.infer<typeof orgDetailSchema>;

export const orgSearchQuerySchema = z.object({ keyword: zKeyword });

/** The directory's row (GET /orgs/all): the list item plus what the management area shows and edits. */
export const orgDirectoryItemSchema = orgListItemSchema.extend({
  formalName: z.string().nullable(),
  state: z.enum(ORG_STATES),
  parentOid: z.string().nullable(),
  useSubjectResourceEnabled: z.boolean(),
  createdAt: z.string(),
});
export type OrgDirectoryItem = z.infer<typeof orgDirectoryItemSchema>;

/** The keyword matches the name, the formal name and the parent's name. */
export const allOrgsQuerySchema = pageQuerySchema.extend({
  keyword: zKeyword,
  type: z.enum(ORG_TYPES).optional(),
  state: z.enum(ORG_STATES).optional(),
});
export type AllOrgsQuery = z.input<typeof allOrgsQuerySchema>;

/** Create and edit (SYS_ADMIN). The level follows from the parent: its level + 1, else 1. */
export const orgBodySchema = z.object({
  name: zRequiredText(ORG_FIELD_LIMITS.name),
  formalName: z
    .string({ error: M.invalidType })
    .trim()
    .max(ORG_FIELD_LIMITS.formalName, formatMessage(M.tooLong, { n: ORG_FIELD_LIMITS.formalName }))
    .nullish()
    .transform((value) => value || null),
  type: z.enum(ORG_TYPES, { error: ORGS_TEXTS.form.typePlaceholder }),
  parentOid: zOid.nullish().transform((value) => value || null),
  useSubjectResourceEnabled: z.boolean({ error: M.invalidType }).default(false),
});
export type OrgBody = z.input<typeof orgBodySchema>;

export const orgPathSchema = z.object({ id: zOid });

const orgList = listSchema(orgListItemSchema);

export const orgCalls = defineCalls("orgs", {
  mine: {
    method: "GET",
    path: "/orgs/my-list",
    summary:
      "The organisations the user belongs to and can enter (disabled ones are left out), with the user's roles there",
    query: orgSearchQuerySchema,
    data: orgList,
  },
  all: {
    method: "GET",
    path: "/orgs/all",
    summary: "Every organisation, paged and filtered by keyword, type and state (system roles only)",
    query: allOrgsQuerySchema,
    data: pageSchema(orgDirectoryItemSchema),
  },
  create: {
    method: "POST",
    path: "/orgs",
    summary: "Create an organisation (SYS_ADMIN); audited",
    body: orgBodySchema,
    data: orgDetailSchema,
  },
  update: {
    method: "PUT",
    path: "/orgs/:id",
    summary:
      "Edit an organisation's name, formal name, type, parent and subject resources (SYS_ADMIN); audited",
    params: orgPathSchema,
    body: orgBodySchema,
    data: orgDetailSchema,
  },
  disable: {
    method: "PUT",
    path: "/orgs/:id/inactive",
    summary: "Disable an organisation: its members can no longer enter it (SYS_ADMIN); audited",
    params: orgPathSchema,
    data: orgDetailSchema,
  },
  enable: {
    method: "PUT",
    path: "/orgs/:id/active",
    summary: "Enable a disabled organisation again (SYS_ADMIN); audited",
    params: orgPathSchema,
    data: orgDetailSchema,
  },
  get: {
    method: "GET",
    path: "/orgs/:id",
    summary: "One organisation with its member count (its members and system administrators)",
    params: orgPathSchema,
    data: orgDetailSchema,
  },
});
