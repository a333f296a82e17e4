// Crash safety: a task whose worker stopped beating (the process died) is queued again, up to
// TASKS.maxAttempts attempts, then marked FAILED; a waiting task whose job went missing is queued
// again. Each change is conditional on what was read, so every instance may sweep at once.
import { formatMessage, TASK_MESSAGES, TASKS } from "@textbook/shared";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userTasks } from "../db/schema/index.ts";
import type { TaskOutput } from "../db/schema/tasks.ts";
import { addSeconds } from "../http/clock.ts";
import type { TaskRow } from "./task-handler.ts";
import type { TaskQueue } from "./task-queue.ts";
import { closeOpenSteps } from "./task-rows.ts";

const BATCH = 100;

export interface RecoverContext {
  db: Db;
  now: Date;
  queue: Pick<TaskQueue, "send" | "hasPendingJob">;
  discard(task: TaskRow, output: TaskOutput | null): Promise<void>;
}

export async function recoverStaleTasks(context: RecoverContext): Promise<void> {
  await recoverDeadRuns(context);
  await requeueLostJobs(context);
}

async function recoverDeadRuns({ db, now, queue, discard }: RecoverContext): Promise<void> {
  const cutoff = addSeconds(now, -TASKS.heartbeatTimeoutSeconds);
  const stale = and(
    eq(userTasks.state, "IN_PROGRESS"),
    or(isNull(userTasks.heartbeatAt), lt(userTasks.heartbeatAt, cutoff)),
  );
  const rows = await db.select().from(userTasks).where(stale).limit(BATCH);
  for (const task of rows) {
    const unchanged = and(stale, eq(userTasks.oid, task.oid), eq(userTasks.attempts, task.attempts));
    if (task.attempts < TASKS.maxAttempts) {
      const [requeued] = await db
        .update(userTasks)
        .set({ state: "WAITING", heartbeatAt: null, updatedAt: now })
        .where(unchanged)
        .returning({ oid: userTasks.oid });
      if (requeued) await queue.send(task.oid);
      continue;
    }
    const [failed] = await db
      .update(userTasks)
      .set({
        state: "FAILED",
        result: "FAILED",
        errorMessage: formatMessage(TASK_MESSAGES.interrupted, { attempts: task.attempts }),
        output: null,
        finishedAt: now,
        updatedAt: now,
      })
      .where(unchanged)
      .returning({ oid: userTasks.oid });
    if (!failed) continue;
    await closeOpenSteps(db, task.oid);
    await discard(task, task.output);
  }
}

async function requeueLostJobs({ db, now, queue }: RecoverContext): Promise<void> {
  const cutoff = addSeconds(now, -TASKS.heartbeatTimeoutSeconds);
  const rows = await db
    .select({ oid: userTasks.oid })
    .from(userTasks)
    .where(and(eq(userTasks.state, "WAITING"), lt(userTasks.updatedAt, cutoff)))
    .limit(BATCH);
  for (const task of rows) {
    if (await queue.hasPendingJob(task.oid)) continue;
    await queue.send(task.oid);
  }
}
