// Delivery and feedback (issue 18): a school's classes and their students, pushes of a released
// book to classes, students, reader accounts and users (each push recorded with its recipients, so
// a shelf is a lookup and a withdrawal takes back only what that push gave), the reader's reading
// events (append-only; statistics read the aggregates built from them), and readers' error reports.
import { FEEDBACK_STATES, FEEDBACK_TYPES, PUSH_TARGET_KINDS, READING_EVENT_KINDS } from "@textbook/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { orgs, users } from "./accounts.ts";
import { books } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";
import { editions } from "./publishing.ts";
import { userTasks } from "./tasks.ts";

/** A class (the spec's "cc") of a SCHOOL organisation; its teacher is the member who created it. */
export const classes = pgTable(
  "classes",
  {
    oid: oidPrimaryKey(),
    orgOid: oidRef("org_oid")
      .notNull()
      .references(() => orgs.oid, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    teacherOid: oidRef("teacher_oid")
      .notNull()
      .references(() => users.oid),
    remark: varchar("remark", { length: 200 }).notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("classes_org_idx").on(table.orgOid),
    index("classes_teacher_idx").on(table.teacherOid),
    uniqueIndex("classes_org_name_key").on(table.orgOid, table.name),
  ],
);

export const classStudents = pgTable(
  "class_students",
  {
    classOid: oidRef("class_oid")
      .notNull()
      .references(() => classes.oid, { onDelete: "cascade" }),
    studentOid: oidRef("student_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    /** The school's student number (学号), as the teacher typed it. */
    studentNumber: varchar("student_number", { length: 32 }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.classOid, table.studentOid] }),
    index("class_students_student_idx").on(table.studentOid),
  ],
);

/** One push of a book: who pushed which edition to whom, and whether it was withdrawn. */
export const pushes = pgTable(
  "pushes",
  {
    oid: oidPrimaryKey(),
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    /** The edition the book had released when it was pushed (readers read the current release). */
    editionOid: oidRef("edition_oid")
      .notNull()
      .references(() => editions.oid),
    targetKind: varchar("target_kind", { length: 16, enum: PUSH_TARGET_KINDS }).notNull(),
    /** The names the push was given to, as shown in its record (class names, people's names). */
    targetNames: jsonb("target_names").$type<string[]>().notNull().default([]),
    recipientCount: integer("recipient_count").notNull().default(0),
    pushedByOid: oidRef("pushed_by_oid")
      .notNull()
      .references(() => users.oid),
    taskOid: oidRef("task_oid").references(() => userTasks.oid, { onDelete: "set null" }),
    createdAt: createdAt(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnByOid: oidRef("withdrawn_by_oid").references(() => users.oid),
  },
  (table) => [index("pushes_book_idx").on(table.bookOid, table.createdAt)],
);

/** The classes a push named: a student who joins such a class later receives the book too. */
export const pushClasses = pgTable(
  "push_classes",
  {
    pushOid: oidRef("push_oid")
      .notNull()
      .references(() => pushes.oid, { onDelete: "cascade" }),
    classOid: oidRef("class_oid")
      .notNull()
      .references(() => classes.oid, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.pushOid, table.classOid] }),
    index("push_classes_class_idx").on(table.classOid),
  ],
);

/** Who a push reached; a reader's shelf is the books of their recipients rows whose push stands. */
export const pushRecipients = pgTable(
  "push_recipients",
  {
    pushOid: oidRef("push_oid")
      .notNull()
      .references(() => pushes.oid, { onDelete: "cascade" }),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    /** The push's book, kept here so a shelf and an access check read one index. */
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    /** The class through which the user was reached, if any. */
    classOid: oidRef("class_oid").references(() => classes.oid, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.pushOid, table.userOid] }),
    index("push_recipients_user_book_idx").on(table.userOid, table.bookOid),
    index("push_recipients_book_idx").on(table.bookOid),
  ],
);

/**
 * What readers did, append-only: never updated or deleted by the product (statistics are built
 * from it and can be built again). A batch sent twice adds nothing: (user, client id) is unique.
 */
export const readingEvents = pgTable(
  "reading_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    editionOid: oidRef("edition_oid").notNull(),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    fileOid: oidRef("file_oid"),
    /** The block the event is about (a video box, an activity, a 3D box, a link), by its oid. */
    blockOid: varchar("block_oid", { length: 64 }),
    kind: varchar("kind", { length: 16, enum: READING_EVENT_KINDS }).notNull(),
    /** Seconds for times and plays; the watched share in per mille; a question's score. */
    amount: integer("amount").notNull().default(0),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    /** The reader's own id for the event, so a replayed batch is recognised. */
    clientId: varchar("client_id", { length: 64 }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reading_events_user_client_key").on(table.userOid, table.clientId),
    index("reading_events_book_idx").on(table.bookOid, table.id),
  ],
);

/** A reader's report of a problem at one place of a released edition (error correction). */
export const errorCorrections = pgTable(
  "error_corrections",
  {
    oid: oidPrimaryKey(),
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    editionOid: oidRef("edition_oid").references(() => editions.oid, { onDelete: "set null" }),
    // Where it was when reported; no foreign keys: the report keeps its place after the file moves.
    chapterOid: oidRef("chapter_oid"),
    sectionOid: oidRef("section_oid"),
    fileOid: oidRef("file_oid").notNull(),
    blockOid: varchar("block_oid", { length: 64 }),
    /** Character offsets of the quote inside the block's text, when text was selected. */
    startOffset: integer("start_offset"),
    endOffset: integer("end_offset"),
    quote: varchar("quote", { length: 500 }).notNull().default(""),
    type: varchar("type", { length: 16, enum: FEEDBACK_TYPES }).notNull(),
    description: varchar("description", { length: 500 }).notNull(),
    /** The object-storage key of the reader's screenshot, if one was attached. */
    screenshotKey: text("screenshot_key"),
    state: varchar("state", { length: 16, enum: FEEDBACK_STATES }).notNull().default("PENDING"),
    reply: varchar("reply", { length: 500 }),
    reporterOid: oidRef("reporter_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    processedByOid: oidRef("processed_by_oid").references(() => users.oid),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("error_corrections_book_idx").on(table.bookOid, table.state, table.createdAt),
    index("error_corrections_file_idx").on(table.fileOid).where(sql`${table.state} = 'PENDING'`),
    index("error_corrections_reporter_idx").on(table.reporterOid),
  ],
);
