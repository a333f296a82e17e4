// The server's side of the shared schedule rule (packages/shared/src/manage/schedule.ts): which rows
// are showing at an instant, and a row's state for the management lists.
import { type ScheduleState, scheduleState } from "@textbook/shared";
import { and, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

interface ScheduleColumns {
  startsAt: PgColumn;
  endsAt: PgColumn;
}

/** Started (or no start) and not ended (or no end) at `now`; withdrawal is each table's own column. */
export function showingAt(columns: ScheduleColumns, now: SQL | Date): SQL {
  return and(
    or(isNull(columns.startsAt), lte(columns.startsAt, now)),
    or(isNull(columns.endsAt), gt(columns.endsAt, now)),
  ) as SQL;
}

export const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export function stateOf(
  row: { startsAt: Date | null; endsAt: Date | null; withdrawn: boolean },
  now: Date,
): ScheduleState {
  return scheduleState(
    { startsAt: iso(row.startsAt), endsAt: iso(row.endsAt), withdrawn: row.withdrawn },
    now,
  );
}

/** A page of a management list: a page that is not full tells the total, otherwise count. */
export async function pageOf<T>(
  query: { page: number; pageSize: number },
  rows: T[],
  count: () => Promise<number>,
) {
  const offset = (query.page - 1) * query.pageSize;
  const endsHere = rows.length < query.pageSize && (rows.length > 0 || query.page === 1);
  const total = endsHere ? offset + rows.length : await count();
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}
