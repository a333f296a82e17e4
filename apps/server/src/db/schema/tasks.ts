// Background tasks (DESIGN §7): one row per task the user sees in the task center, its steps, and
// what it produced. The job queue carries only the task oid.
import {
  TASK_RESULTS,
  TASK_STATES,
  TASK_TYPES,
  type WordImportResult,
  type WordProposal,
} from "@textbook/shared";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { orgs, users } from "./accounts.ts";
import { books } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";

export interface TaskOutput {
  attachmentOid: string | null;
  fileName: string | null;
  bookOid: string | null;
  chapterOid: string | null;
  sectionOid: string | null;
  /** WORD_IMPORT: the parse's proposal, or the import's result (docs/architecture/word-import.md). */
  wordProposal?: WordProposal;
  wordImport?: WordImportResult;
}

export const userTasks = pgTable(
  "user_tasks",
  {
    oid: oidPrimaryKey(),
    type: varchar("type", { length: 32, enum: TASK_TYPES }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    state: varchar("state", { length: 16, enum: TASK_STATES }).notNull().default("WAITING"),
    progress: integer("progress").notNull().default(0),
    result: varchar("result", { length: 16, enum: TASK_RESULTS }),
    errorMessage: text("error_message"),
    /** What the handler needs, validated by the handler's own schema. */
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    output: jsonb("output").$type<TaskOutput>(),
    creatorOid: oidRef("creator_oid")
      .notNull()
      .references(() => users.oid),
    orgOid: oidRef("org_oid").references(() => orgs.oid, { onDelete: "set null" }),
    bookOid: oidRef("book_oid").references(() => books.oid, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    /** Refreshed while a worker runs the task; a stale one means the worker died. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("user_tasks_creator_idx").on(table.creatorOid, table.createdAt),
    index("user_tasks_book_idx").on(table.bookOid, table.type, table.state),
    index("user_tasks_running_idx")
      .on(table.state, table.heartbeatAt)
      .where(sql`${table.state} in ('WAITING', 'IN_PROGRESS')`),
  ],
);

export const userTaskDetails = pgTable(
  "user_task_details",
  {
    oid: oidPrimaryKey(),
    taskOid: oidRef("task_oid")
      .notNull()
      .references(() => userTasks.oid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: varchar("name", { length: 255 }).notNull(),
    state: varchar("state", { length: 16, enum: TASK_STATES }).notNull().default("WAITING"),
    message: text("message"),
    createdAt: createdAt(),
  },
  (table) => [index("user_task_details_task_idx").on(table.taskOid, table.position)],
);
