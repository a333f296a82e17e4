// A cheap fingerprint of everything the application stores: per table of the public schema, the
// row count and the sum of its rows' 64-bit hashes (order-free, so no sort). Taken before and after a refused request, it shows whether the
// refusal wrote anything (pg-boss keeps its own schema, outside the comparison).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export type Fingerprint = ReadonlyMap<string, string>;

export interface Fingerprinter {
  take(): Promise<Fingerprint>;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function fingerprinter(db: Db): Promise<Fingerprinter> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((row) => row.name);
  if (tables.length === 0) throw new Error("no tables to fingerprint");
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0)::text as print from "${table}" t`,
    )
    .join(" union all ");
  return {
    async take() {
      const rows = rowsOf<{ name: string; print: string }>(await db.execute(sql.raw(query)));
      return new Map(rows.map((row) => [row.name, row.print]));
    },
  };
}

/** Tables whose print changed between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
