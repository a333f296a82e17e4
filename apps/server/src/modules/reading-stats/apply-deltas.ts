// Adds one reader's batch to a book's aggregates, inside the ingest's transaction. Counters add up
// with ON CONFLICT … DO UPDATE, so concurrent batches of different readers never lose a count; a
// file reader row inserted here (and not found) is what makes the file's readers grow by one.
import { and, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
import type { Deltas } from "./aggregate-deltas.ts";

/** `table.column + excluded.column`, qualified: inside ON CONFLICT a bare name is ambiguous. */
const plus = (table: PgTable, column: { name: string }) =>
  sql.raw(`"${getTableName(table)}"."${column.name}" + excluded."${column.name}"`);

export async function applyDeltas(
  db: Db,
  bookOid: string,
  userOid: string,
  deltas: Deltas,
  now: Date,
): Promise<void> {
  const files = [...deltas.files.values()];
  let newFiles = new Set<string>();
  if (files.length > 0) {
    const inserted = await db
      .insert(readingStatFileReaders)
      .values(files.map((file) => ({ bookOid, fileOid: file.fileOid, userOid })))
      .onConflictDoNothing()
      .returning({ fileOid: readingStatFileReaders.fileOid });
    newFiles = new Set(inserted.map((row) => row.fileOid));
    for (const file of files) {
      if (file.seconds === 0 && file.opens === 0) continue;
      await db
        .update(readingStatFileReaders)
        .set({
          seconds: sql`${readingStatFileReaders.seconds} + ${file.seconds}`,
          opens: sql`${readingStatFileReaders.opens} + ${file.opens}`,
        })
        .where(
          and(
            eq(readingStatFileReaders.bookOid, bookOid),
            eq(readingStatFileReaders.fileOid, file.fileOid),
            eq(readingStatFileReaders.userOid, userOid),
          ),
        );
    }
    await db
      .insert(readingStatFiles)
      .values(
        files.map((file) => ({
          bookOid,
          fileOid: file.fileOid,
          readers: newFiles.has(file.fileOid) ? 1 : 0,
          seconds: file.seconds,
          opens: file.opens,
        })),
      )
      .onConflictDoUpdate({
        target: [readingStatFiles.bookOid, readingStatFiles.fileOid],
        set: {
          readers: plus(readingStatFiles, readingStatFiles.readers),
          seconds: plus(readingStatFiles, readingStatFiles.seconds),
          opens: plus(readingStatFiles, readingStatFiles.opens),
        },
      });
  }
  await db
    .insert(readingStatReaders)
    .values({
      bookOid,
      userOid,
      seconds: deltas.seconds,
      filesOpened: newFiles.size,
      firstAt: deltas.firstAt,
      lastAt: deltas.lastAt,
    })
    .onConflictDoUpdate({
      target: [readingStatReaders.bookOid, readingStatReaders.userOid],
      set: {
        seconds: plus(readingStatReaders, readingStatReaders.seconds),
        filesOpened: plus(readingStatReaders, readingStatReaders.filesOpened),
        firstAt: sql.raw(`least("reading_stat_readers"."first_at", excluded."first_at")`),
        lastAt: sql.raw(`greatest("reading_stat_readers"."last_at", excluded."last_at")`),
      },
    });
  if (deltas.days.size > 0) {
    await db
      .insert(readingStatDays)
      .values([...deltas.days.values()].map((day) => ({ bookOid, ...day })))
      .onConflictDoUpdate({
        target: [readingStatDays.bookOid, readingStatDays.day],
        set: {
          seconds: plus(readingStatDays, readingStatDays.seconds),
          opens: plus(readingStatDays, readingStatDays.opens),
        },
      });
  }
  if (deltas.blocks.size > 0) {
    await db
      .insert(readingStatBlocks)
      .values([...deltas.blocks.values()].map((block) => ({ bookOid, ...block })))
      .onConflictDoUpdate({
        target: [readingStatBlocks.bookOid, readingStatBlocks.blockOid, readingStatBlocks.kind],
        set: {
          count: plus(readingStatBlocks, readingStatBlocks.count),
          amountSum: plus(readingStatBlocks, readingStatBlocks.amountSum),
        },
      });
  }
  if (deltas.questions.size > 0) {
    await db
      .insert(readingStatQuestions)
      .values([...deltas.questions.values()].map((question) => ({ bookOid, ...question })))
      .onConflictDoUpdate({
        target: [
          readingStatQuestions.bookOid,
          readingStatQuestions.blockOid,
          readingStatQuestions.questionKey,
        ],
        set: {
          attempts: plus(readingStatQuestions, readingStatQuestions.attempts),
          correct: plus(readingStatQuestions, readingStatQuestions.correct),
        },
      });
  }
  await db
    .insert(readingStatStates)
    .values({ bookOid, events: deltas.events, updatedAt: now })
    .onConflictDoUpdate({
      target: readingStatStates.bookOid,
      set: { events: plus(readingStatStates, readingStatStates.events), updatedAt: now },
    });
}

/** The reader's latest event time in the book: the clock a FILE_TIME is measured against. */
export async function lastEventAt(db: Db, bookOid: string, userOid: string): Promise<Date | null> {
  const [row] = await db
    .select({ lastAt: readingStatReaders.lastAt })
    .from(readingStatReaders)
    .where(and(eq(readingStatReaders.bookOid, bookOid), eq(readingStatReaders.userOid, userOid)));
  return row?.lastAt ?? null;
}
