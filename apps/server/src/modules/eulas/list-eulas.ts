// GET /eulas/manage: every version, newest effective date first, searchable by title or version.
import type { EulaManageQuery, ManagedEula, Page } from "@textbook/shared";
import { count, desc, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eulas } from "../../db/schema/index.ts";
import { containsPattern } from "../orgs/service.ts";
import { pageOf } from "../system/schedule.ts";
import { presentManagedEula, selectManagedEulas } from "./presenter.ts";

export async function listEulas(db: Db, query: EulaManageQuery, now: Date): Promise<Page<ManagedEula>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = pattern ? or(ilike(eulas.title, pattern), ilike(eulas.version, pattern)) : undefined;
  const rows = await selectManagedEulas(db)
    .where(where)
    .orderBy(desc(eulas.effectiveAt), desc(eulas.oid))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const items = rows.map((row) =>
    presentManagedEula({ ...row, acceptedCount: Number(row.acceptedTotal ?? 0) }, now),
  );
  return pageOf(query, items, async () => {
    const [row] = await db.select({ total: count() }).from(eulas).where(where);
    return Number(row?.total ?? 0);
  });
}
