// GET /user-tasks/progress?oids=a,b: the live state of the tasks a page shows, and how many of the
// caller's tasks are still running. Oids the caller may not see are left out, not refused.
import { FINISHED_TASK_STATES, TASK_STATES, type TaskProgress } from "@textbook/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import { userTasks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { taskAllows, visibleTypesOf } from "./policy.ts";

const RUNNING_STATES = TASK_STATES.filter((state) => !FINISHED_TASK_STATES.includes(state));

export async function taskProgress(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  oids: readonly string[],
): Promise<TaskProgress> {
  const rows =
    oids.length === 0
      ? []
      : await db
          .select({
            oid: userTasks.oid,
            type: userTasks.type,
            creatorOid: userTasks.creatorOid,
            state: userTasks.state,
            progress: userTasks.progress,
            result: userTasks.result,
            errorMessage: userTasks.errorMessage,
          })
          .from(userTasks)
          .where(inArray(userTasks.oid, [...new Set(oids)]));
  const visible = visibleTypesOf(auth);
  const [running] = await db
    .select({ total: count() })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.creatorOid, auth.user.oid),
        inArray(userTasks.state, RUNNING_STATES),
        inArray(userTasks.type, [...visible]),
      ),
    );
  return {
    runningCount: Number(running?.total ?? 0),
    items: rows
      .filter((row) => taskAllows(auth, row, "view"))
      .map(({ oid, state, progress, result, errorMessage }) => ({
        oid,
        state,
        progress,
        result,
        errorMessage,
      })),
  };
}
