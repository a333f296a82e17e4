// POST /books/export: exporting a book (a ZIP of its tree and content) runs as an EXPORT task.
import { formatMessage, TASK_MESSAGES, type UserTask } from "@textbook/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import { userTasks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { getTask } from "./get-task.ts";

export async function submitExport(
  deps: Pick<Deps, "db" | "tasks" | "config">,
  auth: AuthContext,
  bookOid: string,
): Promise<UserTask> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "export");
  // Each export renders and zips a whole book: a user's queue is bounded (F-12).
  const max = deps.config.quotas.exportsQueued;
  const [queued] = await deps.db
    .select({ tasks: count() })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.creatorOid, auth.user.oid),
        eq(userTasks.type, "EXPORT"),
        inArray(userTasks.state, ["WAITING", "IN_PROGRESS"]),
      ),
    );
  if ((queued?.tasks ?? 0) >= max) throw errors.quotaExports(max);
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
