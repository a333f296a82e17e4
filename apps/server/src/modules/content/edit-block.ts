// Why the caller may only read a file it can see, or null when it may edit: its role, a committed
// chapter (shell §4), or a whole-book task that rewrites every file (content §8 codes).
import type { SaveErrorCode, TaskType } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userTasks } from "../../db/schema/index.ts";
import { decideBook } from "../books/policy.ts";
import { EditRefusal } from "./edit-refusal.ts";
import type { OpenedFile } from "./open-file.ts";

/** Tasks that rewrite the whole book: editing waits until they finish. */
export const BOOK_TASK_BLOCKS: Partial<Record<TaskType, SaveErrorCode>> = {
  CUSTOM_STYLE_UPDATE: "error.book.customStyleInProgress",
  NOTE_TITLE_UPDATE: "error.book.noteTitleTaskInProgress",
  REFERENCE_UPDATE: "error.book.updateReferenceTaskInProgress",
};

export async function runningBookTask(db: Db, bookOid: string): Promise<SaveErrorCode | null> {
  const [task] = await db
    .select({ type: userTasks.type })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.bookOid, bookOid),
        inArray(userTasks.type, Object.keys(BOOK_TASK_BLOCKS) as TaskType[]),
        inArray(userTasks.state, ["WAITING", "IN_PROGRESS"]),
      ),
    )
    .limit(1);
  return task ? (BOOK_TASK_BLOCKS[task.type] ?? null) : null;
}

export async function editBlock(db: Db, opened: OpenedFile): Promise<SaveErrorCode | null> {
  if (decideBook(opened.actor, opened.book, "editContent") !== "allowed") return "error.permission.denied";
  if (opened.chapter.committed) return "error.file.committed";
  return runningBookTask(db, opened.book.oid);
}

export async function requireEditable(db: Db, opened: OpenedFile): Promise<void> {
  const block = await editBlock(db, opened);
  if (block) throw new EditRefusal(block);
}
