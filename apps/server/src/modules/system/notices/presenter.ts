import type { ManagedNotice } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { notices } from "../../../db/schema/index.ts";
import { errors } from "../../../http/errors.ts";
import { iso, stateOf } from "../schedule.ts";

export type NoticeRow = typeof notices.$inferSelect;

export function presentNotice(row: NoticeRow, now: Date): ManagedNotice {
  return {
    oid: row.oid,
    content: row.content,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    withdrawnAt: iso(row.withdrawnAt),
    state: stateOf({ ...row, withdrawn: row.withdrawnAt !== null }, now),
    createdAt: row.createdAt.toISOString(),
  };
}

export function auditedNotice(row: NoticeRow): Record<string, unknown> {
  return {
    content: row.content,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    withdrawnAt: iso(row.withdrawnAt),
  };
}

export async function lockedNotice(db: Db, oid: string): Promise<NoticeRow> {
  const [row] = await db.select().from(notices).where(eq(notices.oid, oid)).for("update");
  if (!row) throw errors.notFound();
  return row;
}
