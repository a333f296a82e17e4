import type { ManagedAd } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ads } from "../../../db/schema/index.ts";
import { errors } from "../../../http/errors.ts";
import { iso, stateOf } from "../schedule.ts";

export type AdRow = typeof ads.$inferSelect;

export function presentAd(row: AdRow, now: Date): ManagedAd {
  return {
    oid: row.oid,
    title: row.title,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    position: row.position,
    sortOrder: row.sortOrder,
    active: row.active,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    // An ad's withdrawal is its `active` flag going off.
    state: stateOf({ ...row, withdrawn: !row.active }, now),
    createdAt: row.createdAt.toISOString(),
  };
}

export function auditedAd(row: AdRow): Record<string, unknown> {
  return {
    title: row.title,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    position: row.position,
    sortOrder: row.sortOrder,
    active: row.active,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
}

export async function lockedAd(db: Db, oid: string): Promise<AdRow> {
  const [row] = await db.select().from(ads).where(eq(ads.oid, oid)).for("update");
  if (!row) throw errors.notFound();
  return row;
}
