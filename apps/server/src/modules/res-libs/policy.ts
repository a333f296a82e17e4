// Who manages which library (docs/architecture/resource-library.md): a SYS_ADMIN the platform's
// library and every organisation's; an ORG_ASSET_ADMIN the library of their current organisation.
import { isPermitted } from "@textbook/shared";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";

/** The libraries a caller manages: every one (null), or one organisation's. */
export type ManagedScope = { all: true } | { all: false; orgOid: string };

export function managedScope(auth: AuthContext): ManagedScope {
  const roles = { userOid: auth.user.oid, sysRoles: auth.user.sysRoles, orgRoles: auth.orgRoles };
  if (isPermitted(roles, ["SYS_ADMIN"])) return { all: true };
  if (auth.currentOrg && isPermitted(roles, ["ORG_ASSET_ADMIN"])) {
    return { all: false, orgOid: auth.currentOrg.oid };
  }
  throw errors.privilegeRequired();
}

/** The library a new resource goes into: the platform's for a SYS_ADMIN, else the organisation's. */
export function libraryOfNew(scope: ManagedScope): string | null {
  return scope.all ? null : scope.orgOid;
}

export function manages(scope: ManagedScope, resourceOrgOid: string | null): boolean {
  return scope.all || resourceOrgOid === scope.orgOid;
}
