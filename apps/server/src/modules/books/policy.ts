import { isPermitted, type OrgRole, type PermissionList, type SysRole } from "@textbook/shared";

/** Organisation roles that see every book of the organisation, not only those they work on. */
export const SEES_ALL_ORG_BOOKS: PermissionList = ["ORG_ADMIN", "ORG_CONTENT_ADMIN", "ORG_PUBLISH_ADMIN"];

export function seesAllOrgBooks(
  caller: { oid: string; sysRoles: readonly SysRole[] },
  orgRoles: readonly OrgRole[],
) {
  return isPermitted({ userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles }, SEES_ALL_ORG_BOOKS);
}
