// What leaves the server about a task: explicit fields, with the book's and creator's names.
import type { UserTask, UserTaskDetail } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { books, users, type userTaskDetails, userTasks } from "../../db/schema/index.ts";

export const TASK_COLUMNS = {
  task: userTasks,
  bookName: books.name,
  creatorName: users.fullName,
};

export interface TaskWithNames {
  task: typeof userTasks.$inferSelect;
  bookName: string | null;
  creatorName: string;
}

/** The select every task read starts from: the task, its book's and its creator's names. */
export function selectTasks(db: Db) {
  return db
    .select(TASK_COLUMNS)
    .from(userTasks)
    .innerJoin(users, eq(users.oid, userTasks.creatorOid))
    .leftJoin(books, eq(books.oid, userTasks.bookOid));
}

/**
 * A task just submitted, answered as made: without the task center's visibility rule, which (shell
 * §6) shows some whole-book types to system admins only, though their submitter waits on them.
 */
export async function presentSubmitted(db: Db, taskOid: string): Promise<UserTask> {
  const [row] = await selectTasks(db).where(eq(userTasks.oid, taskOid)).limit(1);
  if (!row) throw new Error(`submitted task ${taskOid} not found`);
  return presentTask(row);
}

export function presentTask({ task, bookName, creatorName }: TaskWithNames): UserTask {
  return {
    oid: task.oid,
    type: task.type,
    title: task.title,
    state: task.state,
    progress: task.progress,
    result: task.result,
    errorMessage: task.errorMessage,
    output: task.output
      ? {
          attachmentOid: task.output.attachmentOid,
          fileName: task.output.fileName,
          bookOid: task.output.bookOid,
          chapterOid: task.output.chapterOid,
          sectionOid: task.output.sectionOid,
          ...(task.output.wordProposal ? { wordProposal: task.output.wordProposal } : {}),
          ...(task.output.wordImport ? { wordImport: task.output.wordImport } : {}),
        }
      : null,
    book: task.bookOid && bookName !== null ? { oid: task.bookOid, name: bookName } : null,
    creator: { oid: task.creatorOid, fullName: creatorName },
    attempts: task.attempts,
    createdAt: task.createdAt.toISOString(),
    startedAt: task.startedAt?.toISOString() ?? null,
    finishedAt: task.finishedAt?.toISOString() ?? null,
  };
}

export function presentTaskDetail(detail: typeof userTaskDetails.$inferSelect): UserTaskDetail {
  return {
    oid: detail.oid,
    name: detail.name,
    state: detail.state,
    message: detail.message,
    createdAt: detail.createdAt.toISOString(),
  };
}
