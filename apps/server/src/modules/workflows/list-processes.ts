// The lists of the todo center (issue 16 §2): 我发起的 (my-list, my-total), 待我处理 and 我已处理
// (GET /todos), the approvals the caller acted on (GET /applications/contributed), and the todo
// count the frame polls every 5 s — the count and GET /todos read the same condition.
import type {
  Page,
  ProcessInstance,
  ProcessTotal,
  processListQuerySchema,
  TodoCount,
  TodoItem,
  todoListQuerySchema,
} from "@textbook/shared";
import {
  and,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { books, processInstances, processNodes } from "../../db/schema/index.ts";
import { chiefPendingCount } from "../error-corrections/chief-todos.ts";
import { containsPattern } from "../orgs/service.ts";
import { heldBy } from "./node-holders.ts";
import { presentInstances, presentNodesByOid } from "./present.ts";

type ProcessListQuery = z.output<typeof processListQuerySchema>;
type TodoListQuery = z.output<typeof todoListQuerySchema>;

function emptyPage<T>(query: { page: number; pageSize: number }): Page<T> {
  return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
}

/** Title or book name contains the keyword; the book is optional. */
function instanceFilters(query: {
  keyword?: string | undefined;
  bookOid?: string | undefined;
}): (SQL | undefined)[] {
  const keyword = query.keyword ? containsPattern(query.keyword) : null;
  return [
    query.bookOid ? eq(processInstances.bookOid, query.bookOid) : undefined,
    keyword
      ? or(
          ilike(processInstances.title, keyword),
          sql`exists (select 1 from ${books} where ${books.oid} = ${processInstances.bookOid} and ${books.name} ilike ${keyword})`,
        )
      : undefined,
  ];
}

async function pageOfInstances(db: Db, where: SQL | undefined, query: { page: number; pageSize: number }) {
  const offset = (query.page - 1) * query.pageSize;
  const rows = await db
    .select()
    .from(processInstances)
    .where(where)
    .orderBy(desc(processInstances.createdAt), desc(processInstances.oid))
    .limit(query.pageSize)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(processInstances).where(where);
  return {
    items: await presentInstances(db, rows),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function myProcesses(
  db: Db,
  userOid: string,
  orgOid: string | null,
  query: ProcessListQuery,
): Promise<Page<ProcessInstance>> {
  if (!orgOid) return emptyPage(query);
  const where = and(
    eq(processInstances.applicantOid, userOid),
    eq(processInstances.orgOid, orgOid),
    query.state ? eq(processInstances.state, query.state) : undefined,
    ...instanceFilters(query),
  );
  return pageOfInstances(db, where, query);
}

export async function myProcessTotal(db: Db, userOid: string, orgOid: string | null): Promise<ProcessTotal> {
  const rows = orgOid
    ? await db
        .select({ state: processInstances.state, total: count() })
        .from(processInstances)
        .where(and(eq(processInstances.applicantOid, userOid), eq(processInstances.orgOid, orgOid)))
        .groupBy(processInstances.state)
    : [];
  const of = (state: string) => Number(rows.find((row) => row.state === state)?.total ?? 0);
  return {
    total: rows.reduce((sum, row) => sum + Number(row.total), 0),
    inProgressCount: of("IN_PROGRESS"),
    approvedCount: of("APPROVED"),
    rejectedCount: of("REJECTED"),
    revokedCount: of("REVOKED"),
  };
}

/** A node waiting for the user: open, in the organisation, and held by them. */
function waitingFor(userOid: string | Placeholder, orgOid: string | Placeholder): SQL | undefined {
  return and(eq(processNodes.state, "PENDING"), eq(processNodes.orgOid, orgOid), heldBy(userOid));
}

/** A node the user decided. */
function decidedBy(userOid: string, orgOid: string): SQL | undefined {
  return and(
    eq(processNodes.actorOid, userOid),
    eq(processNodes.orgOid, orgOid),
    inArray(processNodes.state, ["APPROVED", "REJECTED", "TRANSFERRED"]),
  );
}

export async function todoList(
  db: Db,
  userOid: string,
  orgOid: string | null,
  query: TodoListQuery,
): Promise<Page<TodoItem>> {
  if (!orgOid) return emptyPage(query);
  const pending = query.state === "PENDING";
  const where = and(
    pending ? waitingFor(userOid, orgOid) : decidedBy(userOid, orgOid),
    ...instanceFilters(query),
  );
  const offset = (query.page - 1) * query.pageSize;
  const rows = await db
    .select({ node: processNodes, instance: processInstances })
    .from(processNodes)
    .innerJoin(processInstances, eq(processInstances.oid, processNodes.instanceOid))
    .where(where)
    .orderBy(desc(pending ? processNodes.openedAt : processNodes.actedAt), desc(processNodes.oid))
    .limit(query.pageSize)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(processNodes)
    .innerJoin(processInstances, eq(processInstances.oid, processNodes.instanceOid))
    .where(where);
  const instances = new Map(
    (
      await presentInstances(db, [...new Map(rows.map((row) => [row.instance.oid, row.instance])).values()])
    ).map((instance) => [instance.oid, instance]),
  );
  const nodes = await presentNodesByOid(
    db,
    rows.map((row) => row.node.oid),
    userOid,
  );
  const items = rows.flatMap((row) => {
    const instance = instances.get(row.instance.oid);
    const node = nodes.get(row.node.oid);
    return instance && node ? [{ instance, node }] : [];
  });
  return { items, total: Number(counted?.total ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function contributedProcesses(
  db: Db,
  userOid: string,
  orgOid: string | null,
  query: ProcessListQuery,
): Promise<Page<ProcessInstance>> {
  if (!orgOid) return emptyPage(query);
  const acted = db
    .select({ oid: processNodes.oid })
    .from(processNodes)
    .where(and(eq(processNodes.instanceOid, processInstances.oid), decidedBy(userOid, orgOid)));
  const where = and(
    eq(processInstances.orgOid, orgOid),
    exists(acted),
    query.state ? eq(processInstances.state, query.state) : undefined,
    ...instanceFilters(query),
  );
  return pageOfInstances(db, where, query);
}

// One statement for both kinds of todo: the reader reports waiting for the chief editor ride along
// as a scalar subquery, so the 5 s poll stays one round trip.
const todoCountLookup = preparedOnce((db) =>
  db
    .select({
      total: count(),
      errorCorrections: sql<number>`(${chiefPendingCount(db, sql.placeholder("userOid"), sql.placeholder("orgOid"))})`,
    })
    .from(processNodes)
    .where(waitingFor(sql.placeholder("userOid"), sql.placeholder("orgOid")))
    .prepare("todo_count"),
);

/** Nodes waiting for the user in the organisation (GET /todos/count, polled every 5 s). */
export async function todoCount(db: Db, userOid: string, orgOid: string | null): Promise<TodoCount> {
  if (!orgOid) return { inProgressCount: 0, errorCorrectionCount: 0 };
  const [row] = await todoCountLookup(db).execute({ userOid, orgOid });
  return {
    inProgressCount: Number(row?.total ?? 0),
    errorCorrectionCount: Number(row?.errorCorrections ?? 0),
  };
}
