// calc-again: a book's aggregates rebuilt from its reading events, in one transaction (the figures
// never show half a rebuild). The events hold the amounts the ingest accepted (clamped, graded), so
// a rebuild gives what ingest built, and repairs whatever went wrong since.

import { formatMessage, READING_STATS_TEXTS } from "@textbook/shared";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  readingStatBlocks,
  readingStatDays,
  readingStatFileReaders,
  readingStatFiles,
  readingStatQuestions,
  readingStatReaders,
  readingStatStates,
} from "../../db/schema/index.ts";
import type { TaskHandler } from "../../jobs/task-handler.ts";

const T = READING_STATS_TEXTS;

export async function rebuildAggregates(db: Db, bookOid: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    for (const table of [
      readingStatDays,
      readingStatReaders,
      readingStatFileReaders,
      readingStatFiles,
      readingStatBlocks,
      readingStatQuestions,
    ]) {
      await tx.delete(table).where(eq(table.bookOid, bookOid));
    }
    await tx.execute(sql`
      insert into reading_stat_days (book_oid, day, seconds, opens)
      select book_oid, (occurred_at at time zone 'UTC')::date,
        coalesce(sum(amount) filter (where kind = 'FILE_TIME'), 0),
        count(*) filter (where kind = 'FILE_OPEN')
      from reading_events where book_oid = ${bookOid} and kind in ('FILE_TIME', 'FILE_OPEN')
      group by book_oid, 2`);
    await tx.execute(sql`
      insert into reading_stat_file_readers (book_oid, file_oid, user_oid, seconds, opens)
      select book_oid, file_oid, user_oid,
        coalesce(sum(amount) filter (where kind = 'FILE_TIME'), 0),
        count(*) filter (where kind = 'FILE_OPEN')
      from reading_events
      where book_oid = ${bookOid} and file_oid is not null and kind in ('FILE_TIME', 'FILE_OPEN')
      group by book_oid, file_oid, user_oid`);
    await tx.execute(sql`
      insert into reading_stat_files (book_oid, file_oid, readers, seconds, opens)
      select book_oid, file_oid, count(*), sum(seconds), sum(opens)
      from reading_stat_file_readers where book_oid = ${bookOid}
      group by book_oid, file_oid`);
    await tx.execute(sql`
      insert into reading_stat_readers (book_oid, user_oid, seconds, files_opened, first_at, last_at)
      select e.book_oid, e.user_oid,
        coalesce(sum(e.amount) filter (where e.kind = 'FILE_TIME'), 0),
        (select count(*) from reading_stat_file_readers f
          where f.book_oid = e.book_oid and f.user_oid = e.user_oid),
        min(e.occurred_at), max(e.occurred_at)
      from reading_events e where e.book_oid = ${bookOid}
      group by e.book_oid, e.user_oid`);
    await tx.execute(sql`
      insert into reading_stat_blocks (book_oid, block_oid, kind, file_oid, count, amount_sum)
      select book_oid, block_oid, kind, max(file_oid), count(*), sum(amount)
      from reading_events
      where book_oid = ${bookOid} and block_oid is not null
        and kind in ('MEDIA_PLAY', 'MODEL_OPEN', 'DOCUMENT_OPEN', 'LINK_FOLLOW')
      group by book_oid, block_oid, kind`);
    await tx.execute(sql`
      insert into reading_stat_questions (book_oid, block_oid, question_key, file_oid, attempts, correct)
      select book_oid, block_oid, detail->>'topicOid', max(file_oid), count(*),
        count(*) filter (where amount > 0)
      from reading_events
      where book_oid = ${bookOid} and kind = 'QUIZ_ANSWER' and block_oid is not null
        and detail->>'topicOid' is not null
      group by book_oid, block_oid, detail->>'topicOid'`);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`reading_events`)
      .where(sql`book_oid = ${bookOid}`);
    const events = counted?.n ?? 0;
    await tx
      .insert(readingStatStates)
      .values({ bookOid, events, updatedAt: now, recomputedAt: now })
      .onConflictDoUpdate({
        target: readingStatStates.bookOid,
        set: { events, recomputedAt: now },
      });
    return events;
  });
}

export const statsCalcParams = z.object({ bookOid: z.string() });

export const statsCalcHandler: TaskHandler<z.infer<typeof statsCalcParams>> = {
  type: "STATS_CALC",
  params: statsCalcParams,
  async perform(run, { bookOid }) {
    await run.step(T.calcStep, async () => {
      const events = await rebuildAggregates(run.deps.db, bookOid, run.deps.clock.now());
      await run.progress(100);
      return formatMessage(T.calcDone, { n: events });
    });
    return {};
  },
};
