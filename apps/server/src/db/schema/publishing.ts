// Publishing (issue 16 §3): a book's publish applications (each decided by an approval process),
// its editions (immutable builds in object storage under editions/<oid>/) and its releases.
import {
  EDITION_STATES,
  PUBLISH_APPLICATION_STATES,
  PUBLISH_PLAN_TYPES,
  RELEASE_KINDS,
} from "@textbook/shared";
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { books } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef } from "./columns.ts";
import { userTasks } from "./tasks.ts";
import { processInstances } from "./workflows.ts";

export const publishApplications = pgTable(
  "publish_applications",
  {
    oid: oidPrimaryKey(),
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    planType: varchar("plan_type", { length: 16, enum: PUBLISH_PLAN_TYPES }).notNull(),
    note: varchar("note", { length: 500 }).notNull().default(""),
    state: varchar("state", { length: 16, enum: PUBLISH_APPLICATION_STATES })
      .notNull()
      .default("IN_PROGRESS"),
    processInstanceOid: oidRef("process_instance_oid")
      .notNull()
      .references(() => processInstances.oid),
    applicantOid: oidRef("applicant_oid")
      .notNull()
      .references(() => users.oid),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("publish_applications_book_idx").on(table.bookOid, table.createdAt),
    // One application in progress per book: the last guard behind the book row's lock.
    uniqueIndex("publish_applications_open_key").on(table.bookOid).where(sql`${table.state} = 'IN_PROGRESS'`),
  ],
);

export const editions = pgTable(
  "editions",
  {
    oid: oidPrimaryKey(),
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    /** 1, 2, 3… per book, in the order builds were asked for. */
    number: integer("number").notNull(),
    state: varchar("state", { length: 16, enum: EDITION_STATES }).notNull().default("BUILDING"),
    taskOid: oidRef("task_oid").references(() => userTasks.oid, { onDelete: "set null" }),
    builtByOid: oidRef("built_by_oid")
      .notNull()
      .references(() => users.oid),
    createdAt: createdAt(),
    /** When the manifest was written and the edition became READY. */
    builtAt: timestamp("built_at", { withTimezone: true }),
    errorMessage: text("error_message"),
    chapterCount: integer("chapter_count").notNull().default(0),
    fileCount: integer("file_count").notNull().default(0),
    size: bigint("size", { mode: "number" }).notNull().default(0),
  },
  (table) => [uniqueIndex("editions_book_number_key").on(table.bookOid, table.number)],
);

export const releases = pgTable(
  "releases",
  {
    oid: oidPrimaryKey(),
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    editionOid: oidRef("edition_oid")
      .notNull()
      .references(() => editions.oid, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16, enum: RELEASE_KINDS }).notNull(),
    releasedByOid: oidRef("released_by_oid")
      .notNull()
      .references(() => users.oid),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("releases_book_idx").on(table.bookOid, table.releasedAt)],
);
