// Waiting for background tasks in tests: poll the row until it reaches a state (never a sleep of
// a guessed length).
import type { TaskState } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userTasks } from "../db/schema/index.ts";
import type { TaskRow } from "../jobs/task-handler.ts";

export async function waitForTask(
  db: Db,
  taskOid: string,
  until: (task: TaskRow) => boolean,
  timeoutMs = 15_000,
): Promise<TaskRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [task] = await db.select().from(userTasks).where(eq(userTasks.oid, taskOid));
    if (task && until(task)) return task;
    if (Date.now() > deadline) {
      throw new Error(`task ${taskOid} did not get there in time: ${JSON.stringify(task ?? null)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function waitForState(db: Db, taskOid: string, state: TaskState): Promise<TaskRow> {
  return waitForTask(db, taskOid, (task) => task.state === state);
}
