// GET …/custom-styles/task-state, …/check-note-title-task-state, …/check-update-reference-task-state
// (shell §7): whether a whole-book task of that kind waits or runs now, and the newest one.
import type { BookTaskState, TaskType } from "@textbook/shared";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { authorizeBook } from "../../books/authorize-book.ts";
import { isRunning, newestBookTask } from "../style-tasks.ts";

export async function bookTaskState(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
  types: readonly TaskType[],
): Promise<BookTaskState> {
  await authorizeBook(db, auth, bookOid, "view");
  const task = await newestBookTask(db, bookOid, types);
  return { inProgress: isRunning(task), state: task?.state ?? null, task };
}
