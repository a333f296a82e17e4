// GET /ads/manage: every ad, newest first, searchable by its title.
import type { ManagedAd, Page, ScheduledListQuery } from "@textbook/shared";
import { count, desc, ilike } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ads } from "../../../db/schema/index.ts";
import { containsPattern } from "../../orgs/service.ts";
import { pageOf } from "../schedule.ts";
import { presentAd } from "./presenter.ts";

export async function listAds(db: Db, query: ScheduledListQuery, now: Date): Promise<Page<ManagedAd>> {
  const where = query.keyword ? ilike(ads.title, containsPattern(query.keyword)) : undefined;
  const rows = await db
    .select()
    .from(ads)
    .where(where)
    .orderBy(desc(ads.createdAt), desc(ads.oid))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return pageOf(
    query,
    rows.map((row) => presentAd(row, now)),
    async () => {
      const [row] = await db.select({ total: count() }).from(ads).where(where);
      return Number(row?.total ?? 0);
    },
  );
}
