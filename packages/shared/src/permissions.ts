// Role rules of shell §6, shared so the server enforces exactly what the UI shows.
import {
  BOOK_OID_ROLES,
  type OrgRole,
  SYS_ROLES,
  type SysRole,
  TASK_TYPES,
  type TaskType,
} from "./dictionaries.ts";

export type Role = SysRole | OrgRole;
/** A single role, or a group in which every role must hold. */
export type Permission = Role | readonly Role[];
/** Alternatives: the permission holds when any one of them does. */
export type PermissionList = readonly Permission[];

export interface BookOids {
  mosoEditorOid: string | null;
  contentDesignerOid: string | null;
  techEditorOid: string | null;
}

export interface RoleContext {
  userOid: string;
  sysRoles: readonly SysRole[];
  orgRoles: readonly OrgRole[];
  book?: BookOids | null;
}

const SYSTEM_CHECKED: readonly SysRole[] = ["SYS_ADMIN", "DELIVERY_ADMIN", "MOSO_TECH_ADMIN"];

function isSysRole(role: Role): role is SysRole {
  return (SYS_ROLES as readonly string[]).includes(role);
}

/**
 * SYS_ADMIN, DELIVERY_ADMIN and MOSO_TECH_ADMIN come from the user's system roles; the three moso
 * book roles hold when the user is the book's corresponding oid; every other role is an org role.
 */
export function holdsRole(context: RoleContext, role: Role): boolean {
  if (role in BOOK_OID_ROLES) {
    const field = BOOK_OID_ROLES[role as keyof typeof BOOK_OID_ROLES];
    return context.book?.[field] === context.userOid;
  }
  if (SYSTEM_CHECKED.includes(role as SysRole)) return context.sysRoles.includes(role as SysRole);
  if (isSysRole(role)) return context.sysRoles.includes(role);
  return context.orgRoles.includes(role);
}

export function isPermitted(context: RoleContext, alternatives: PermissionList): boolean {
  return alternatives.some((permission) =>
    typeof permission === "string"
      ? holdsRole(context, permission)
      : permission.every((role) => holdsRole(context, role)),
  );
}

const MEMBER_TASK_TYPES: readonly TaskType[] = [
  "EXPORT",
  "PUSH",
  "COPY",
  "REFERENCE_UPDATE",
  "PROOFREAD",
  "WORD_IMPORT",
];

/** The builds and releases organisation admins and publishers run (issue 16 §3). */
const PUBLISH_TASK_TYPES: readonly TaskType[] = ["BUILD", "RELEASE"];

/**
 * Task types a user sees in the task center (shell §6): members, organisation admins add migrate,
 * system admins all. Organisation admins also see imports: they import their organisation's users
 * and follow the task there (docs/architecture/administration.md, User import and export); they and
 * publish admins see the builds and releases they run (docs/architecture/publishing.md).
 */
export function visibleTaskTypes(user: {
  sysRoles: readonly SysRole[];
  orgRoles: readonly OrgRole[];
}): readonly TaskType[] {
  if (user.sysRoles.includes("SYS_ADMIN")) return TASK_TYPES;
  const admin = user.orgRoles.includes("ORG_ADMIN");
  const publisher = admin || user.orgRoles.includes("ORG_PUBLISH_ADMIN");
  return [
    ...MEMBER_TASK_TYPES,
    ...(admin ? (["MIGRATE", "IMPORT"] as const) : []),
    ...(publisher ? PUBLISH_TASK_TYPES : []),
  ];
}
