// Organisation rules (shell §6), on the shared role checks.
import { isPermitted, type OrgRole, type SysRole } from "@textbook/shared";

interface Caller {
  oid: string;
  sysRoles: readonly SysRole[];
}

/** The whole organisation directory is for platform staff: any system role. */
export function canListAllOrgs(caller: Caller): boolean {
  return caller.sysRoles.length > 0;
}

export function canViewOrg(caller: Caller, rolesThere: readonly OrgRole[] | null): boolean {
  return (
    rolesThere !== null ||
    isPermitted({ userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles: [] }, ["SYS_ADMIN"])
  );
}

/** Changing someone's roles in an organisation: its ORG_ADMIN, or SYS_ADMIN. */
export function canManageOrgRoles(caller: Caller, callerRolesThere: readonly OrgRole[]): boolean {
  return isPermitted({ userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles: callerRolesThere }, [
    "ORG_ADMIN",
    "SYS_ADMIN",
  ]);
}
