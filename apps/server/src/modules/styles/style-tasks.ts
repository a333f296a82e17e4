// The whole-book tasks behind the style calls and their task-state GETs: the style task types, and
// the book's newest task of some types presented to any of its viewers (the task center shows a
// task to its creator only; the settings screen needs the book's).
import { FINISHED_TASK_STATES, type TaskType, type UserTask } from "@textbook/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userTasks } from "../../db/schema/index.ts";
import { presentTask, selectTasks } from "../tasks/presenter.ts";

/** Saving and resetting the look: one of them at a time per book. */
export const STYLE_TASK_TYPES: readonly TaskType[] = ["CUSTOM_STYLE_UPDATE", "CUSTOM_STYLE_RESET"];

export async function newestBookTask(
  db: Db,
  bookOid: string,
  types: readonly TaskType[],
): Promise<UserTask | null> {
  const [row] = await selectTasks(db)
    .where(and(eq(userTasks.bookOid, bookOid), inArray(userTasks.type, [...types])))
    .orderBy(desc(userTasks.createdAt), desc(userTasks.oid))
    .limit(1);
  return row ? presentTask(row) : null;
}

export function isRunning(task: { state: UserTask["state"] } | null): boolean {
  return task !== null && !FINISHED_TASK_STATES.includes(task.state);
}
