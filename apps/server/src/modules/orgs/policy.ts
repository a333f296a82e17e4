// Who may do what with organisations (shell §6), in the books policy's form: per action, the
// holders any one of whom grants it. Roles are checked by the shared role rules, with the caller's
// roles in the organisation concerned.
import { isPermitted, type OrgRole, type Permission, type SysRole } from "@textbook/shared";

export const ORG_ACTIONS = ["listAll", "view", "manageRoles", "manage"] as const;
export type OrgAction = (typeof ORG_ACTIONS)[number];

/** A shell §6 role, a member of the organisation, or a holder of any system role. */
type OrgHolder = Permission | "MEMBER" | "ANY_SYS_ROLE";

export const ORG_RULES: Record<OrgAction, readonly OrgHolder[]> = {
  // The whole organisation directory is for platform staff.
  listAll: ["ANY_SYS_ROLE"],
  view: ["MEMBER", "SYS_ADMIN"],
  // Changing someone's roles in an organisation.
  manageRoles: ["ORG_ADMIN", "SYS_ADMIN"],
  // Creating, editing, disabling and enabling organisations (issue 15 §2).
  manage: ["SYS_ADMIN"],
};

interface Caller {
  oid: string;
  sysRoles: readonly SysRole[];
}

/** `rolesThere`: the caller's roles in the organisation, null when they are not a member. */
export function orgAllows(caller: Caller, rolesThere: readonly OrgRole[] | null, action: OrgAction): boolean {
  const roles = { userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles: rolesThere ?? [] };
  return ORG_RULES[action].some((holder) => {
    if (holder === "MEMBER") return rolesThere !== null;
    if (holder === "ANY_SYS_ROLE") return caller.sysRoles.length > 0;
    return isPermitted(roles, [holder]);
  });
}

export const canListAllOrgs = (caller: Caller): boolean => orgAllows(caller, null, "listAll");

export const canViewOrg = (caller: Caller, rolesThere: readonly OrgRole[] | null): boolean =>
  orgAllows(caller, rolesThere, "view");

export const canManageOrgRoles = (caller: Caller, callerRolesThere: readonly OrgRole[]): boolean =>
  orgAllows(caller, callerRolesThere, "manageRoles");

export const canManageOrgs = (caller: Caller): boolean => orgAllows(caller, null, "manage");
