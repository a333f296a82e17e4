import { z } from "zod";
import { ORG_ROLES, ORG_TYPES } from "../dictionaries.ts";
import { zKeyword } from "../validation/zod.ts";

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
});
export type OrgDetail = z.infer<typeof orgDetailSchema>;

export const orgSearchQuerySchema = z.object({ keyword: zKeyword });
