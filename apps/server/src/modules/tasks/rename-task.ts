// PUT /user-tasks/:id/: the caller renames their task (any state).
import type { UserTask } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { userTasks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { getTask, loadTaskFor } from "./get-task.ts";

export async function renameTask(
  { db, clock }: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  taskOid: string,
  title: string,
): Promise<UserTask> {
  await loadTaskFor(db, auth, taskOid, "rename");
  await db.update(userTasks).set({ title, updatedAt: clock.now() }).where(eq(userTasks.oid, taskOid));
  return getTask({ db }, auth, taskOid);
}
