// GET /user-tasks/:id and its steps: a task the caller may see (creator or system admin).
import type { UserTask, UserTaskDetail } from "@textbook/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userTaskDetails, userTasks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { requireTaskAllows, type TaskAction } from "./policy.ts";
import { presentTask, presentTaskDetail, selectTasks, type TaskWithNames } from "./presenter.ts";

/** The task with its names; 404 when there is none, 403 when the action is not the caller's. */
export async function loadTaskFor(
  db: Db,
  auth: AuthContext,
  taskOid: string,
  action: TaskAction,
): Promise<TaskWithNames> {
  const [row] = await selectTasks(db).where(eq(userTasks.oid, taskOid)).limit(1);
  if (!row) throw errors.notFound();
  requireTaskAllows(auth, row.task, action);
  return row;
}

export async function getTask(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  taskOid: string,
): Promise<UserTask> {
  return presentTask(await loadTaskFor(db, auth, taskOid, "view"));
}

export async function listTaskDetails(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  taskOid: string,
): Promise<{ items: UserTaskDetail[]; total: number }> {
  await loadTaskFor(db, auth, taskOid, "view");
  const rows = await db
    .select()
    .from(userTaskDetails)
    .where(eq(userTaskDetails.taskOid, taskOid))
    .orderBy(asc(userTaskDetails.position));
  return { items: rows.map(presentTaskDetail), total: rows.length };
}
