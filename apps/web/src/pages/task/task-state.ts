// Small rules of the task center kept apart from the components so tests can pin them.
import { FINISHED_TASK_STATES, type TaskState, type UserTask } from "@textbook/shared";

export function isRunning(state: TaskState): boolean {
  return !FINISHED_TASK_STATES.includes(state);
}

/** Only a task that has not finished can be cancelled (shell §4). */
export function canCancel(task: Pick<UserTask, "state">): boolean {
  return isRunning(task.state);
}

const DOWNLOADABLE: readonly UserTask["type"][] = ["EXPORT", "IMPORT", "WORD_IMPORT"];

/** A finished export offers its file, a finished import (of users or of Word) its report. */
export function downloadableOid(task: Pick<UserTask, "type" | "state" | "output">): string | null {
  if (!DOWNLOADABLE.includes(task.type) || task.state !== "DONE") return null;
  return task.output?.attachmentOid ?? null;
}
