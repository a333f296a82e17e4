// GET /user-tasks/: the caller's own tasks of the types their roles may see, newest first.
import type { Page, UserTask, UserTasksQuery } from "@textbook/shared";
import { and, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import { userTasks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { containsPattern } from "../orgs/service.ts";
import { visibleTypesOf } from "./policy.ts";
import { presentTask, selectTasks } from "./presenter.ts";

export async function listTasks(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  query: UserTasksQuery,
): Promise<Page<UserTask>> {
  const visible = visibleTypesOf(auth);
  const types = query.type ? visible.filter((type) => type === query.type) : [...visible];
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (types.length === 0) return empty;
  const conditions: (SQL | undefined)[] = [
    eq(userTasks.creatorOid, auth.user.oid),
    inArray(userTasks.type, types),
    query.state ? eq(userTasks.state, query.state) : undefined,
    query.keyword ? ilike(userTasks.title, containsPattern(query.keyword)) : undefined,
  ];
  const where = and(...conditions);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await selectTasks(db)
    .where(where)
    .orderBy(desc(userTasks.createdAt), desc(userTasks.oid))
    .limit(query.pageSize)
    .offset(offset);
  // A page that is not full ends the list, so it tells the total; otherwise count.
  const endsHere = rows.length < query.pageSize && (rows.length > 0 || query.page === 1);
  const total = endsHere ? offset + rows.length : await countTasks(db, where);
  return { items: rows.map(presentTask), total, page: query.page, pageSize: query.pageSize };
}

async function countTasks(db: Deps["db"], where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(userTasks).where(where);
  return Number(row?.total ?? 0);
}
