// What a signed-in account may do in the frame (shell §6): enter the management system, switch
// organisation, log out. Its own module, importing only types, because the login page needs it and
// its JavaScript has a budget: permissions.ts brings the dictionaries along.
import type { OrgRole, SysRole } from "./dictionaries.ts";

const MANAGEMENT_SYS_ROLES: readonly SysRole[] = [
  "SYS_ADMIN",
  "DELIVERY_ADMIN",
  "MOSO_TECH_ADMIN",
  "MOSO_SERVE_EDITOR",
  "MOSO_TECH_EDITOR",
  "MOSO_CONTENT_DESIGNER",
  "BOOK_CONTENT_SUPERVISOR",
];
const MANAGEMENT_ORG_ROLES: readonly OrgRole[] = [
  "ORG_ADMIN",
  "ORG_ASSET_ADMIN",
  "ORG_CONTENT_ADMIN",
  "ORG_PUBLISH_ADMIN",
];

/** The "go to management system" button (shell §6). */
export function canSeeManagementSystem(user: {
  fromProject: boolean;
  sysRoles: readonly SysRole[];
  orgRoles: readonly OrgRole[];
}): boolean {
  if (user.fromProject) return false;
  return (
    user.sysRoles.some((role) => MANAGEMENT_SYS_ROLES.includes(role)) ||
    user.orgRoles.some((role) => MANAGEMENT_ORG_ROLES.includes(role))
  );
}

/** Partner-project users cannot log out or switch organisation. */
export function canSwitchOrg(user: { fromProject: boolean }, orgCount: number): boolean {
  return !user.fromProject && orgCount > 1;
}

export function canLogout(user: { fromProject: boolean }): boolean {
  return !user.fromProject;
}
