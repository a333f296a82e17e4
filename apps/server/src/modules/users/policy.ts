// Who may manage users (issue 15 §3, shell §6), in the orgs policy's form: per action, the holders
// any one of whom grants it, checked with the caller's roles in the organisation concerned.
//
// An organisation's members are managed by its ORG_ADMIN (in the session's current organisation)
// and by SYS_ADMIN (any organisation, named by orgOid). What belongs to the account rather than to
// one membership (the name, the enabled state) an ORG_ADMIN changes only for an account that is
// theirs alone: a member of their organisation only, holding no system role
// (docs/architecture/administration.md, "Users").
import {
  isPermitted,
  type OrgRole,
  type Permission,
  type SysRole,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import { and, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { findOrg, type OrgRow, type UserRow } from "./repository.ts";
import { userErrors } from "./user-errors.ts";

export const USER_ACTIONS = ["manageOrgUsers", "managePlatformUsers", "changeAnyAccount"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const USER_RULES: Record<UserAction, readonly Permission[]> = {
  // List, create, edit an organisation's members; their roles and memberships there.
  manageOrgUsers: ["ORG_ADMIN", "SYS_ADMIN"],
  // Holders of system roles (moso-users).
  managePlatformUsers: ["SYS_ADMIN"],
  // The name and state of an account that belongs to more than one organisation or to the platform.
  changeAnyAccount: ["SYS_ADMIN"],
};

interface Caller {
  oid: string;
  sysRoles: readonly SysRole[];
}

export function userAllows(caller: Caller, rolesThere: readonly OrgRole[], action: UserAction): boolean {
  return isPermitted(
    { userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles: rolesThere },
    USER_RULES[action],
  );
}

/**
 * The organisation a member-management call works on: the one named by orgOid for SYS_ADMIN (their
 * current organisation when none is named), the session's current organisation for its ORG_ADMIN.
 */
export async function orgInScope(db: Db, auth: AuthContext, orgOid: string | undefined): Promise<OrgRow> {
  if (userAllows(auth.user, [], "manageOrgUsers")) {
    const target = orgOid ?? auth.currentOrg?.oid;
    if (!target) throw errors.validation({ orgOid: VALIDATION_MESSAGES.orgRequired });
    const org = await findOrg(db, target);
    if (!org) throw errors.notFound();
    return org;
  }
  const current = auth.currentOrg;
  if (!current || (orgOid && orgOid !== current.oid)) throw errors.privilegeRequired();
  if (!userAllows(auth.user, auth.orgRoles, "manageOrgUsers")) throw errors.privilegeRequired();
  return current;
}

/** A user who is a member of `orgOid` only and holds no system role. */
export async function isAccountOfOrgOnly(db: Db, user: UserRow, orgOid: string): Promise<boolean> {
  if (user.sysRoles.length > 0) return false;
  const [elsewhere] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.userOid, user.oid), ne(memberships.orgOid, orgOid)));
  return Number(elsewhere?.total ?? 0) === 0;
}

/** Refuses an ORG_ADMIN changing the name or state of an account that is not theirs alone. */
export async function assertMayChangeAccount(
  db: Db,
  auth: AuthContext,
  user: UserRow,
  orgOid: string,
): Promise<void> {
  if (userAllows(auth.user, [], "changeAnyAccount")) return;
  if (!(await isAccountOfOrgOnly(db, user, orgOid))) throw userErrors.sharedAccount();
}
