// Who sees a task (shell §6): its creator, or a system admin; and only task types the caller's
// roles may see (members: export, push, copy, ...; organisation admins add migrate; system admins all).
import { type TaskType, visibleTaskTypes } from "@textbook/shared";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";

export function visibleTypesOf(auth: AuthContext): readonly TaskType[] {
  return visibleTaskTypes({ sysRoles: auth.user.sysRoles, orgRoles: auth.orgRoles });
}

export function canSeeTask(auth: AuthContext, task: { creatorOid: string; type: TaskType }): boolean {
  const isOwner = task.creatorOid === auth.user.oid || auth.user.sysRoles.includes("SYS_ADMIN");
  return isOwner && visibleTypesOf(auth).includes(task.type);
}

export function requireTaskVisible(auth: AuthContext, task: { creatorOid: string; type: TaskType }): void {
  if (!canSeeTask(auth, task)) throw errors.privilegeRequired();
}
