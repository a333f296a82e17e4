// PUT /user-tasks/:id/cancel/: a waiting task never starts; a running one stops at its next step
// (its worker sees the state and discards what it made). A finished task cannot be cancelled.
import type { UserTask } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import { userTasks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { getTask, loadTaskFor } from "./get-task.ts";

export async function cancelTask(
  { db, clock }: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  taskOid: string,
): Promise<UserTask> {
  await loadTaskFor(db, auth, taskOid, "cancel");
  const now = clock.now();
  const cancelled = await db
    .update(userTasks)
    .set({ state: "CANCELLED", finishedAt: now, updatedAt: now })
    .where(and(eq(userTasks.oid, taskOid), inArray(userTasks.state, ["WAITING", "IN_PROGRESS"])))
    .returning({ oid: userTasks.oid });
  if (cancelled.length === 0) throw errors.taskFinished();
  return getTask({ db }, auth, taskOid);
}
