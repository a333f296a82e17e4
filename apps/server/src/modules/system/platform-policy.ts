// Who may publish what the whole platform sees (issue 15 §5): agreements, notices, ads and the
// customer service contact. Per action, the holders any one of whom grants it (shell §6 roles).
import { isPermitted, type PermissionList, type SysRole } from "@textbook/shared";
import { errors } from "../../http/errors.ts";

export const PLATFORM_ACTIONS = ["manageEulas", "manageNotices", "manageAds", "setCustomerService"] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

export const PLATFORM_RULES: Record<PlatformAction, PermissionList> = {
  manageEulas: ["SYS_ADMIN"],
  manageNotices: ["SYS_ADMIN"],
  manageAds: ["SYS_ADMIN"],
  setCustomerService: ["SYS_ADMIN"],
};

interface Caller {
  oid: string;
  sysRoles: readonly SysRole[];
}

export function platformAllows(caller: Caller, action: PlatformAction): boolean {
  return isPermitted(
    { userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles: [] },
    PLATFORM_RULES[action],
  );
}

export function assertPlatform(caller: Caller, action: PlatformAction): void {
  if (!platformAllows(caller, action)) throw errors.privilegeRequired();
}
