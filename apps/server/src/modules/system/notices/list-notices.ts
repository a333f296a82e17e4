// GET /systems/notices: every notice, newest first, searchable by its text.
import type { ManagedNotice, Page, ScheduledListQuery } from "@textbook/shared";
import { count, desc, ilike } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { notices } from "../../../db/schema/index.ts";
import { containsPattern } from "../../orgs/service.ts";
import { pageOf } from "../schedule.ts";
import { presentNotice } from "./presenter.ts";

export async function listNotices(
  db: Db,
  query: ScheduledListQuery,
  now: Date,
): Promise<Page<ManagedNotice>> {
  const where = query.keyword ? ilike(notices.content, containsPattern(query.keyword)) : undefined;
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.oid))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return pageOf(
    query,
    rows.map((row) => presentNotice(row, now)),
    async () => {
      const [row] = await db.select({ total: count() }).from(notices).where(where);
      return Number(row?.total ?? 0);
    },
  );
}
