// Reading statistics (issue 18 §4, §6): aggregates kept up to date by the event ingest in the same
// transaction, so every statistics and application-data answer reads a handful of aggregate rows
// per book instead of scanning reading_events. calc-again rebuilds them all from reading_events.
import { date, index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { books } from "./books.ts";
import { oidRef } from "./columns.ts";

const bookRef = () =>
  oidRef("book_oid")
    .notNull()
    .references(() => books.oid, { onDelete: "cascade" });

/** Reading time and file opens per book and UTC day (the reading-time-per-day chart). */
export const readingStatDays = pgTable(
  "reading_stat_days",
  {
    bookOid: bookRef(),
    day: date("day", { mode: "string" }).notNull(),
    seconds: integer("seconds").notNull().default(0),
    opens: integer("opens").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bookOid, table.day] })],
);

/** One row per reader of a book; lastAt is the reader's latest event, the clock for FILE_TIME. */
export const readingStatReaders = pgTable(
  "reading_stat_readers",
  {
    bookOid: bookRef(),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    seconds: integer("seconds").notNull().default(0),
    filesOpened: integer("files_opened").notNull().default(0),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookOid, table.userOid] })],
);

/** Per reader and file: whether (and how long) the reader read it, so readers per file count once. */
export const readingStatFileReaders = pgTable(
  "reading_stat_file_readers",
  {
    bookOid: bookRef(),
    fileOid: oidRef("file_oid").notNull(),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    seconds: integer("seconds").notNull().default(0),
    opens: integer("opens").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bookOid, table.fileOid, table.userOid] })],
);

/** Per file of a book: distinct readers, reading time and opens (chapter and section figures). */
export const readingStatFiles = pgTable(
  "reading_stat_files",
  {
    bookOid: bookRef(),
    fileOid: oidRef("file_oid").notNull(),
    readers: integer("readers").notNull().default(0),
    seconds: integer("seconds").notNull().default(0),
    opens: integer("opens").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bookOid, table.fileOid] })],
);

/**
 * Per block and kind: media plays (amountSum = watched share in per mille, summed) and attachment
 * use (3D, documents, links: count = opens).
 */
export const readingStatBlocks = pgTable(
  "reading_stat_blocks",
  {
    bookOid: bookRef(),
    blockOid: varchar("block_oid", { length: 64 }).notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    fileOid: oidRef("file_oid"),
    count: integer("count").notNull().default(0),
    amountSum: integer("amount_sum").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bookOid, table.blockOid, table.kind] }),
    index("reading_stat_blocks_file_idx").on(table.bookOid, table.fileOid),
  ],
);

/** Per quiz question (activity block + question key): attempts and correct answers, server-graded. */
export const readingStatQuestions = pgTable(
  "reading_stat_questions",
  {
    bookOid: bookRef(),
    blockOid: varchar("block_oid", { length: 64 }).notNull(),
    questionKey: varchar("question_key", { length: 64 }).notNull(),
    fileOid: oidRef("file_oid"),
    attempts: integer("attempts").notNull().default(0),
    correct: integer("correct").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bookOid, table.blockOid, table.questionKey] }),
    index("reading_stat_questions_file_idx").on(table.bookOid, table.fileOid),
  ],
);

/** When a book's figures were last changed by ingest and last rebuilt by calc-again (stat-state). */
export const readingStatStates = pgTable("reading_stat_states", {
  bookOid: oidRef("book_oid")
    .primaryKey()
    .references(() => books.oid, { onDelete: "cascade" }),
  events: integer("events").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  recomputedAt: timestamp("recomputed_at", { withTimezone: true }),
});
