// Who reads the audit log (issue 15 §6): SYS_ADMIN all of it, ORG_ADMIN the rows of the session's
// current organisation, nobody else.
import { holdsRole, type OrgRole, type SysRole } from "@textbook/shared";

export type AuditScope = { kind: "all" } | { kind: "org"; orgOid: string } | { kind: "none" };

export function auditScopeOf(caller: {
  oid: string;
  sysRoles: readonly SysRole[];
  orgRoles: readonly OrgRole[];
  currentOrgOid: string | null;
}): AuditScope {
  const roles = { userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles: caller.orgRoles };
  if (holdsRole(roles, "SYS_ADMIN")) return { kind: "all" };
  if (caller.currentOrgOid && holdsRole(roles, "ORG_ADMIN"))
    return { kind: "org", orgOid: caller.currentOrgOid };
  return { kind: "none" };
}
