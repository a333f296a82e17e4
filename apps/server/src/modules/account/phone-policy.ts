// Who may change another user's phone number without a code (the administrators' user pages). A new
// phone plus 忘记密码 is the whole account, so an organisation's administrator may do it only for
// people who are theirs alone to administer: a member of one of their organisations who holds no
// system role and administers no organisation the caller does not also administer.
import type { OrgRole, SysRole } from "@textbook/shared";

export interface MembershipRoles {
  orgOid: string;
  roles: readonly OrgRole[];
}

export function mayChangePhoneOf(
  caller: { sysRoles: readonly SysRole[]; memberships: readonly MembershipRoles[] },
  target: { sysRoles: readonly SysRole[]; memberships: readonly MembershipRoles[] },
): boolean {
  if (caller.sysRoles.includes("SYS_ADMIN")) return true;
  if (target.sysRoles.length > 0) return false;
  const administered = new Set(
    caller.memberships.filter((m) => m.roles.includes("ORG_ADMIN")).map((m) => m.orgOid),
  );
  const shared = target.memberships.some((m) => administered.has(m.orgOid));
  const adminElsewhere = target.memberships.some(
    (m) => m.roles.includes("ORG_ADMIN") && !administered.has(m.orgOid),
  );
  return shared && !adminElsewhere;
}

/** The organisation the change is recorded under: one the caller administers and the target is in. */
export function sharedAdministeredOrg(
  caller: readonly MembershipRoles[],
  target: readonly MembershipRoles[],
): string | null {
  const administered = new Set(caller.filter((m) => m.roles.includes("ORG_ADMIN")).map((m) => m.orgOid));
  return target.find((m) => administered.has(m.orgOid))?.orgOid ?? null;
}
