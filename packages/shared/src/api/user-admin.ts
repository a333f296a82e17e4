// The management area's user calls (shell §7 Users): organisation users, platform (moso) users, a
// user's organisations and books, enabling and disabling. The resource is "users", like the account
// calls in users.ts; kept in its own file so the two families grow apart without touching each other.
import { z } from "zod";
import { BOOK_ROLES, ORG_ROLES, ORG_TYPES, SYS_ROLES, USER_STATES } from "../dictionaries.ts";
import { formatMessage, VALIDATION_MESSAGES as M } from "../messages.ts";
import { password } from "../validation/rules.ts";
import { zKeyword, zOid, zPhoneNumber, zRequiredText } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";
import { updateOrgRolesBodySchema } from "./users.ts";

export const USER_FIELD_LIMITS = { fullName: 100, remark: 200 } as const;

const zOrgRoles = updateOrgRolesBodySchema.shape.roles;
const zSysRoles = z
  .array(z.enum(SYS_ROLES, { error: M.invalidType }), { error: M.required })
  .min(1, formatMessage(M.requiredCount, { n: 1 }))
  .max(SYS_ROLES.length);

/** Optional; when given it must pass shell §5's password rule. Sent in plain text over HTTPS. */
const zInitialPassword = z
  .string({ error: M.invalidType })
  .max(100, M.passwordInvalid)
  .nullish()
  .superRefine((value, context) => {
    if (!value) return;
    const message = password(value);
    if (message) context.addIssue({ code: "custom", message });
  })
  .transform((value) => value || null);

const zRemark = z
  .string({ error: M.invalidType })
  .trim()
  .max(USER_FIELD_LIMITS.remark, formatMessage(M.tooLong, { n: USER_FIELD_LIMITS.remark }))
  .nullish()
  .transform((value) => value || null);

/** The organisation a SYS_ADMIN works on; an ORG_ADMIN's is the session's current organisation. */
const zOrgOid = zOid.optional();

export const orgUserSchema = z.object({
  oid: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  state: z.enum(USER_STATES),
  /** The user's roles in the organisation listed. */
  roles: z.array(z.enum(ORG_ROLES)),
  remark: z.string().nullable(),
  /** When the user joined the organisation. */
  createdAt: z.string(),
});
export type OrgUser = z.infer<typeof orgUserSchema>;

export const orgUsersQuerySchema = pageQuerySchema.extend({
  orgOid: zOrgOid,
  keyword: zKeyword,
  role: z.enum(ORG_ROLES).optional(),
  state: z.enum(USER_STATES).optional(),
});
export type OrgUsersQuery = z.infer<typeof orgUsersQuerySchema>;

export const orgScopeQuerySchema = z.object({ orgOid: zOrgOid });

export const createOrgUserBodySchema = z.object({
  orgOid: zOrgOid,
  fullName: zRequiredText(USER_FIELD_LIMITS.fullName),
  phoneNumber: zPhoneNumber,
  roles: zOrgRoles,
  remark: zRemark,
  initialPassword: zInitialPassword,
});
export type CreateOrgUserBody = z.input<typeof createOrgUserBodySchema>;

/** created: a new account; added: an existing account joined the organisation (its name unchanged). */
export const createdUserSchema = z.object({ oid: z.string(), outcome: z.enum(["created", "added"]) });
export type CreatedUser = z.infer<typeof createdUserSchema>;

export const updateOrgUserBodySchema = z.object({
  orgOid: zOrgOid,
  fullName: zRequiredText(USER_FIELD_LIMITS.fullName),
  roles: zOrgRoles,
  remark: zRemark,
});
export type UpdateOrgUserBody = z.input<typeof updateOrgUserBodySchema>;

export const orgMemberOptionSchema = z.object({
  oid: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
});
export type OrgMemberOption = z.infer<typeof orgMemberOptionSchema>;

export const mosoUserSchema = z.object({
  oid: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  state: z.enum(USER_STATES),
  sysRoles: z.array(z.enum(SYS_ROLES)),
  createdAt: z.string(),
});
export type MosoUser = z.infer<typeof mosoUserSchema>;

export const mosoUsersQuerySchema = pageQuerySchema.extend({
  keyword: zKeyword,
  role: z.enum(SYS_ROLES).optional(),
  state: z.enum(USER_STATES).optional(),
});
export type MosoUsersQuery = z.infer<typeof mosoUsersQuerySchema>;

export const createMosoUserBodySchema = z.object({
  fullName: zRequiredText(USER_FIELD_LIMITS.fullName),
  phoneNumber: zPhoneNumber,
  sysRoles: zSysRoles,
  initialPassword: zInitialPassword,
});
export type CreateMosoUserBody = z.input<typeof createMosoUserBodySchema>;

export const updateMosoUserBodySchema = z.object({
  fullName: zRequiredText(USER_FIELD_LIMITS.fullName),
  sysRoles: zSysRoles,
});
export type UpdateMosoUserBody = z.input<typeof updateMosoUserBodySchema>;

export const userOrgSchema = z.object({
  oid: z.string(),
  name: z.string(),
  /** "parent / name". */
  fullName: z.string(),
  type: z.enum(ORG_TYPES),
  roles: z.array(z.enum(ORG_ROLES)),
});
export type UserOrg = z.infer<typeof userOrgSchema>;

export const userBookSchema = z.object({
  bookOid: z.string(),
  bookName: z.string(),
  orgOid: z.string(),
  orgName: z.string(),
  role: z.enum(BOOK_ROLES),
});
export type UserBook = z.infer<typeof userBookSchema>;

const userPath = z.object({ id: zOid });
const userOrgPath = z.object({ id: zOid, orgId: zOid });

export const userAdminCalls = defineCalls("users", {
  listOrgUsers: {
    method: "GET",
    path: "/users/org-users",
    summary: "An organisation's members, searched by name or phone, filtered by role and state, paged",
    query: orgUsersQuerySchema,
    data: pageSchema(orgUserSchema),
  },
  createOrgUser: {
    method: "POST",
    path: "/users/org-users",
    summary: "Put a person into an organisation: a new account, or an existing one gains the membership",
    body: createOrgUserBodySchema,
    data: createdUserSchema,
  },
  myMembers: {
    method: "GET",
    path: "/users/org-users/my-members",
    summary: "The current organisation's active members, for pickers (any member may read it)",
    query: z.object({ keyword: zKeyword }),
    data: listSchema(orgMemberOptionSchema),
    slashTwin: true,
  },
  getOrgUser: {
    method: "GET",
    path: "/users/org-users/:id",
    summary: "One member of an organisation",
    params: userPath,
    query: orgScopeQuerySchema,
    data: orgUserSchema,
  },
  updateOrgUser: {
    method: "PUT",
    path: "/users/:id/org-users",
    summary: "Edit a member: name, roles in the organisation, remark",
    params: userPath,
    body: updateOrgUserBodySchema,
    data: orgUserSchema,
  },
  listMosoUsers: {
    method: "GET",
    path: "/users/moso-users",
    summary: "Platform users (holders of system roles), searched, filtered and paged",
    query: mosoUsersQuerySchema,
    data: pageSchema(mosoUserSchema),
  },
  createMosoUser: {
    method: "POST",
    path: "/users/moso-users",
    summary: "Create a platform user, or give an existing account system roles",
    body: createMosoUserBodySchema,
    data: createdUserSchema,
  },
  getMosoUser: {
    method: "GET",
    path: "/users/moso-users/:id",
    summary: "One platform user",
    params: userPath,
    data: mosoUserSchema,
  },
  updateMosoUser: {
    method: "PUT",
    path: "/users/:id/moso-users",
    summary: "Edit a platform user: name and system roles",
    params: userPath,
    body: updateMosoUserBodySchema,
    data: mosoUserSchema,
  },
  bookUser: {
    method: "GET",
    path: "/users/:id/book-user",
    summary: "The user's books and book roles, as far as the caller may see them",
    params: userPath,
    data: listSchema(userBookSchema),
  },
  enable: {
    method: "PUT",
    path: "/users/:id/active",
    summary: "Enable a user",
    params: userPath,
    data: z.null(),
  },
  disable: {
    method: "PUT",
    path: "/users/:id/inactive",
    summary: "Disable a user: their sessions end at once",
    params: userPath,
    data: z.null(),
  },
  listUserOrgs: {
    method: "GET",
    path: "/users/:id/orgs",
    summary: "The user's organisations and roles there, as far as the caller may see them",
    params: userPath,
    data: listSchema(userOrgSchema),
  },
  addUserOrg: {
    method: "POST",
    path: "/users/:id/orgs/:orgId",
    summary: "Add the user to an organisation with roles",
    params: userOrgPath,
    body: updateOrgRolesBodySchema,
    data: z.null(),
  },
  removeUserOrg: {
    method: "DELETE",
    path: "/users/:id/orgs/:orgId",
    summary: "Remove the user from an organisation",
    params: userOrgPath,
    data: z.null(),
  },
});
