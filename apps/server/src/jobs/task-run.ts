// The context one run of a task hands its handler: progress, steps and output, each written only
// while this run still owns the task, and a heartbeat that keeps beating between them.
import { TASK_MESSAGES } from "@textbook/shared";
import { eq, max } from "drizzle-orm";
import { userTaskDetails, userTasks } from "../db/schema/index.ts";
import type { TaskOutput } from "../db/schema/tasks.ts";
import type { Deps } from "../deps.ts";
import { EMPTY_OUTPUT, TaskAborted, TaskFailure, type TaskRow, type TaskRun } from "./task-handler.ts";
import { beat, ownedBy } from "./task-rows.ts";

export interface RunningTask extends TaskRun {
  /** The output recorded so far (to discard when the run does not finish). */
  readonly output: TaskOutput;
  /** Stops the heartbeat timer. */
  end(): void;
}

export function startRun(deps: Deps, task: TaskRow, heartbeatIntervalMs: number): RunningTask {
  const { db, clock } = deps;
  let output: TaskOutput = { ...EMPTY_OUTPUT };
  let owned = true;
  let nextPosition: number | null = null;

  const stillOwned = async (progress?: number) => {
    if (owned) owned = await beat(db, task, clock.now(), progress);
    if (!owned) throw new TaskAborted();
  };
  // Beats between steps too: a step may take longer than the heartbeat timeout.
  const timer = setInterval(() => {
    if (!owned) return;
    beat(db, task, clock.now()).then(
      (stillThere) => {
        owned &&= stillThere;
      },
      () => {
        // A missed beat is retried on the next tick; staleness needs several in a row.
      },
    );
  }, heartbeatIntervalMs);
  timer.unref();

  const positionOfNextStep = async () => {
    if (nextPosition === null) {
      const [row] = await db
        .select({ last: max(userTaskDetails.position) })
        .from(userTaskDetails)
        .where(eq(userTaskDetails.taskOid, task.oid));
      nextPosition = (row?.last ?? -1) + 1;
    }
    return nextPosition++;
  };

  return {
    task,
    deps,
    get output() {
      return output;
    },
    async progress(percent) {
      await stillOwned(Math.max(0, Math.min(99, Math.round(percent))));
    },
    async step(name, work) {
      await stillOwned();
      const [detail] = await db
        .insert(userTaskDetails)
        .values({
          taskOid: task.oid,
          position: await positionOfNextStep(),
          name: name.slice(0, 255),
          state: "IN_PROGRESS",
          createdAt: clock.now(),
        })
        .returning({ oid: userTaskDetails.oid });
      if (!detail) throw new Error("task detail insert failed");
      const close = (state: "DONE" | "FAILED" | "CANCELLED", message: string | null) =>
        db.update(userTaskDetails).set({ state, message }).where(eq(userTaskDetails.oid, detail.oid));
      try {
        await close("DONE", await work());
      } catch (error) {
        if (error instanceof TaskAborted) await close("CANCELLED", null);
        else await close("FAILED", error instanceof TaskFailure ? error.message : TASK_MESSAGES.stepFailed);
        throw error;
      }
    },
    async recordOutput(partial) {
      output = { ...output, ...partial };
      const rows = await db
        .update(userTasks)
        .set({ output, heartbeatAt: clock.now() })
        .where(ownedBy(task.oid, task.attempts))
        .returning({ oid: userTasks.oid });
      if (rows.length === 0) {
        owned = false;
        throw new TaskAborted();
      }
    },
    end() {
      clearInterval(timer);
    },
  };
}
