// POST /books/export: exporting a book (a ZIP of its tree and content) runs as an EXPORT task.
import { formatMessage, TASK_MESSAGES, type UserTask } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { getTask } from "./get-task.ts";

export async function submitExport(
  deps: Pick<Deps, "db" | "tasks">,
  auth: AuthContext,
  bookOid: string,
): Promise<UserTask> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "export");
  const task = await deps.tasks.submit({
    type: "EXPORT",
    title: formatMessage(TASK_MESSAGES.exportTitle, { book: book.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid: book.oid,
    params: { bookOid: book.oid },
  });
  return getTask(deps, auth, task.oid);
}
