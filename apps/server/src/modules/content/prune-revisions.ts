// A file's history is thinned as it grows (F-12): every changed save stores the whole document, so
// a large document saved in a loop would otherwise grow the database without bound. The newest
// revisions stay, and of older ones the first of each day (UTC), so history still reaches back to
// every day the file changed; the file's first version is the first of its day and stays too.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Revisions of a file kept whatever their day. */
export const KEPT_REVISIONS = 200;

export async function pruneRevisions(db: Db, fileOid: string, kept = KEPT_REVISIONS): Promise<void> {
  await db.execute(sql`
    delete from content_revisions r
    using (
      select oid,
        row_number() over (order by version desc) as newest,
        row_number() over (partition by date_trunc('day', created_at at time zone 'UTC') order by version) as in_day
      from content_revisions
      where file_oid = ${fileOid}
    ) ranked
    where r.oid = ranked.oid and ranked.newest > ${kept} and ranked.in_day > 1`);
}
