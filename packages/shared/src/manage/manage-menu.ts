// The management area's menu (issue 15): who enters it is shell §6's rule (canSeeManagementSystem);
// each entry shows only for the roles that may use it, and the server checks every call again.
import type { OrgRole, SysRole } from "../dictionaries.ts";
import { MANAGE_ROOT } from "./manage-root.ts";
import { MANAGE_TEXTS } from "./manage-texts.ts";

export interface ManageMenuEntry {
  key: keyof typeof MANAGE_TEXTS.menu;
  label: string;
  /** Under MANAGE_ROOT. */
  path: string;
  /** System roles that see the entry. */
  sysRoles: readonly SysRole[];
  /** Roles in the session's current organisation that see the entry. */
  orgRoles: readonly OrgRole[];
}

const entry = (
  key: ManageMenuEntry["key"],
  path: string,
  sysRoles: readonly SysRole[],
  orgRoles: readonly OrgRole[] = [],
): ManageMenuEntry => ({
  key,
  label: MANAGE_TEXTS.menu[key],
  path: `${MANAGE_ROOT}/${path}`,
  sysRoles,
  orgRoles,
});

const BOOK_OVERSEERS: readonly SysRole[] = [
  "SYS_ADMIN",
  "MOSO_TECH_ADMIN",
  "MOSO_SERVE_EDITOR",
  "MOSO_TECH_EDITOR",
  "MOSO_CONTENT_DESIGNER",
  "BOOK_CONTENT_SUPERVISOR",
];

/**
 * Platform roles that oversee every organisation's books: the management area's book list shows
 * them all (changing them stays SYS_ADMIN's); the other overseers see the books they are assigned to.
 */
export const EVERY_BOOK_OVERSEERS: readonly SysRole[] = [
  "SYS_ADMIN",
  "MOSO_TECH_ADMIN",
  "BOOK_CONTENT_SUPERVISOR",
];

export const MANAGE_MENU: readonly ManageMenuEntry[] = [
  entry("orgs", "orgs", ["SYS_ADMIN"]),
  entry("orgUsers", "org-users", ["SYS_ADMIN"], ["ORG_ADMIN"]),
  entry("platformUsers", "platform-users", ["SYS_ADMIN"]),
  entry("books", "books", BOOK_OVERSEERS, [
    "ORG_ADMIN",
    "ORG_CONTENT_ADMIN",
    "ORG_PUBLISH_ADMIN",
    "ORG_ASSET_ADMIN",
  ]),
  entry("eulas", "eulas", ["SYS_ADMIN"]),
  entry("notices", "notices", ["SYS_ADMIN"]),
  entry("ads", "ads", ["SYS_ADMIN"]),
  entry("customerService", "customer-service", ["SYS_ADMIN"]),
  entry("auditLogs", "audit-logs", ["SYS_ADMIN"], ["ORG_ADMIN"]),
  entry("processDefinitions", "process-definitions", ["SYS_ADMIN"], ["ORG_ADMIN"]),
  entry("resLibs", "res-libs", ["SYS_ADMIN"], ["ORG_ASSET_ADMIN"]),
];

export function manageMenuFor(
  user: { sysRoles: readonly SysRole[]; orgRoles: readonly OrgRole[] },
  entries: readonly ManageMenuEntry[] = MANAGE_MENU,
): ManageMenuEntry[] {
  return entries.filter(
    (item) =>
      item.sysRoles.some((role) => user.sysRoles.includes(role)) ||
      item.orgRoles.some((role) => user.orgRoles.includes(role)),
  );
}
