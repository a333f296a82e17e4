// State changes of a task row. Every change made by a run is fenced on the attempt that run
// claimed, so a worker that was given up on (stale heartbeat) or whose task was cancelled cannot
// overwrite what happened since.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userTaskDetails, userTasks } from "../db/schema/index.ts";
import type { TaskOutput } from "../db/schema/tasks.ts";
import type { TaskRow } from "./task-handler.ts";

/** The row as long as the run that claimed `attempt` still owns it. */
export function ownedBy(taskOid: string, attempt: number): SQL {
  return and(
    eq(userTasks.oid, taskOid),
    eq(userTasks.state, "IN_PROGRESS"),
    eq(userTasks.attempts, attempt),
  ) as SQL;
}

/** WAITING → IN_PROGRESS with one more attempt; null when the task was cancelled or is taken. */
export async function claimTask(db: Db, taskOid: string, now: Date): Promise<TaskRow | null> {
  const [row] = await db
    .update(userTasks)
    .set({
      state: "IN_PROGRESS",
      attempts: sql`${userTasks.attempts} + 1`,
      heartbeatAt: now,
      startedAt: now,
      updatedAt: now,
    })
    .where(and(eq(userTasks.oid, taskOid), eq(userTasks.state, "WAITING")))
    .returning();
  return row ?? null;
}

/** Refreshes the heartbeat (and progress); false when the run no longer owns the task. */
export async function beat(db: Db, task: TaskRow, now: Date, progress?: number): Promise<boolean> {
  const rows = await db
    .update(userTasks)
    .set({ heartbeatAt: now, updatedAt: now, ...(progress === undefined ? {} : { progress }) })
    .where(ownedBy(task.oid, task.attempts))
    .returning({ oid: userTasks.oid });
  return rows.length > 0;
}

export async function finishDone(db: Db, task: TaskRow, output: TaskOutput, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTasks)
    .set({ state: "DONE", result: "SUCCESS", progress: 100, output, finishedAt: now, updatedAt: now })
    .where(ownedBy(task.oid, task.attempts))
    .returning({ oid: userTasks.oid });
  return rows.length > 0;
}

export async function finishFailed(db: Db, task: TaskRow, errorMessage: string, now: Date): Promise<void> {
  await db
    .update(userTasks)
    .set({ state: "FAILED", result: "FAILED", errorMessage, output: null, finishedAt: now, updatedAt: now })
    .where(ownedBy(task.oid, task.attempts));
}

/** After a run's partial output was discarded (cancelled task, or one taken over). */
export async function clearOutput(db: Db, task: TaskRow): Promise<void> {
  await db
    .update(userTasks)
    .set({ output: null })
    .where(and(eq(userTasks.oid, task.oid), eq(userTasks.attempts, task.attempts)));
}

/** Steps a dead worker left open end with its task. */
export async function closeOpenSteps(db: Db, taskOid: string): Promise<void> {
  await db
    .update(userTaskDetails)
    .set({ state: "FAILED" })
    .where(
      and(eq(userTaskDetails.taskOid, taskOid), inArray(userTaskDetails.state, ["WAITING", "IN_PROGRESS"])),
    );
}

/** A retry starts over: the steps of the attempt that died are dropped with its output. */
export async function resetForRetry(db: Db, task: TaskRow): Promise<void> {
  await db.delete(userTaskDetails).where(eq(userTaskDetails.taskOid, task.oid));
  await clearOutput(db, task);
}
