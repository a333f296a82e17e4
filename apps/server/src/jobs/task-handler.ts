// What a task type implements (like Outline's BaseTask): its parameters, the work, and how to undo
// a run that did not finish. One handler per task type, each in its own file under tasks/.
import type { TaskType } from "@textbook/shared";
import type { z } from "zod";
import type { userTasks } from "../db/schema/index.ts";
import type { TaskOutput } from "../db/schema/tasks.ts";
import type { Deps } from "../deps.ts";

export type TaskRow = typeof userTasks.$inferSelect;

/** What a run hands its handler: the claimed row and the ways to report back. */
export interface TaskRun {
  readonly task: TaskRow;
  readonly deps: Deps;
  /**
   * Records progress (0-100) and refreshes the heartbeat. Throws TaskAborted when the task was
   * cancelled or handed to another worker meanwhile, so the handler stops here.
   */
  progress(percent: number): Promise<void>;
  /**
   * One detail row of the task: checks for cancellation, then runs `work` and records the step as
   * DONE with the message `work` returns, or FAILED with the error's message.
   */
  step(name: string, work: () => Promise<string | null>): Promise<void>;
  /** Saves what has been made so far, so a cancel, a failure or a retry can discard it. */
  recordOutput(output: Partial<TaskOutput>): Promise<void>;
}

export interface TaskHandler<Params = unknown> {
  readonly type: TaskType;
  /** Checked when the task runs; a task whose parameters no longer parse fails. */
  readonly params: z.ZodType<Params>;
  /** Does the work; its answer becomes the task's `output`. Throw TaskFailure for a reason the user can act on. */
  perform(run: TaskRun, params: Params): Promise<Partial<TaskOutput>>;
  /** Removes what an unfinished run made (its recorded output), so a retry or a cancel leaves no half-made copy. */
  discard?(deps: Pick<Deps, "db" | "storage">, output: TaskOutput): Promise<void>;
}

/** A failure whose message (Chinese) is shown to the user as the task's errorMessage. */
export class TaskFailure extends Error {
  override name = "TaskFailure";
}

/** The task was cancelled, or a newer attempt owns it: this run stops without writing more. */
export class TaskAborted extends Error {
  override name = "TaskAborted";
}

export const EMPTY_OUTPUT: TaskOutput = {
  attachmentOid: null,
  fileName: null,
  bookOid: null,
  chapterOid: null,
  sectionOid: null,
};
