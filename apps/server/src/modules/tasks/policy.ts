// Who may do what with a task (shell §6), in the books policy's form: per action, the holders any
// one of whom grants it. Whoever holds it, the task's type must also be one the caller's roles may
// see (members: export, push, copy, ...; organisation admins add migrate; system admins all).
import {
  isPermitted,
  type OrgRole,
  type Permission,
  type SysRole,
  type TaskType,
  visibleTaskTypes,
} from "@textbook/shared";
import { errors } from "../../http/errors.ts";

export const TASK_ACTIONS = ["view", "rename", "cancel"] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** A shell §6 role, or the task's creator. */
type TaskHolder = Permission | "CREATOR";

export const TASK_RULES: Record<TaskAction, readonly TaskHolder[]> = {
  view: ["CREATOR", "SYS_ADMIN"],
  rename: ["CREATOR", "SYS_ADMIN"],
  cancel: ["CREATOR", "SYS_ADMIN"],
};

/** What the rules read of the caller (an AuthContext is one). */
export interface TaskCaller {
  user: { oid: string; sysRoles: readonly SysRole[] };
  orgRoles: readonly OrgRole[];
}

interface TaskTarget {
  creatorOid: string;
  type: TaskType;
}

export function visibleTypesOf(auth: TaskCaller): readonly TaskType[] {
  return visibleTaskTypes({ sysRoles: auth.user.sysRoles, orgRoles: auth.orgRoles });
}

export function taskAllows(auth: TaskCaller, task: TaskTarget, action: TaskAction): boolean {
  const roles = { userOid: auth.user.oid, sysRoles: auth.user.sysRoles, orgRoles: auth.orgRoles };
  const held = TASK_RULES[action].some((holder) =>
    holder === "CREATOR" ? task.creatorOid === auth.user.oid : isPermitted(roles, [holder]),
  );
  return held && visibleTypesOf(auth).includes(task.type);
}

export function requireTaskAllows(auth: TaskCaller, task: TaskTarget, action: TaskAction): void {
  if (!taskAllows(auth, task, action)) throw errors.privilegeRequired();
}
