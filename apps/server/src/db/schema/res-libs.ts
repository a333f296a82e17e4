// The subject resource library (docs/architecture/resource-library.md): resources kept as
// attachments without a book, a book's original-work marks on its files, and the subject a user
// last took a resource of into a book.
import { RES_LIB_STATES } from "@textbook/shared";
import { index, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { orgs, users } from "./accounts.ts";
import { attachments } from "./attachments.ts";
import { books } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";

export const resLibResources = pgTable(
  "res_lib_resources",
  {
    oid: oidPrimaryKey(),
    attachmentOid: oidRef("attachment_oid")
      .notNull()
      .references(() => attachments.oid),
    /** The organisation whose library holds it; null: the platform's, offered to every organisation. */
    orgOid: oidRef("org_oid").references(() => orgs.oid, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    subjectCode: varchar("subject_code", { length: 64 }).notNull(),
    keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
    state: varchar("state", { length: 16, enum: RES_LIB_STATES }).notNull().default("ACTIVE"),
    uploaderOid: oidRef("uploader_oid")
      .notNull()
      .references(() => users.oid),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("res_lib_resources_attachment_key").on(table.attachmentOid),
    index("res_lib_resources_org_state_idx").on(table.orgOid, table.state, table.createdAt),
  ],
);

/** A book's file marked as the book's original work (mark-as-og); no row means UNMARK. */
export const attachmentMarks = pgTable(
  "attachment_marks",
  {
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    attachmentOid: oidRef("attachment_oid")
      .notNull()
      .references(() => attachments.oid, { onDelete: "cascade" }),
    markedBy: oidRef("marked_by").references(() => users.oid, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.bookOid, table.attachmentOid] })],
);

/** The subject of the last resource a user took into a book (last-used-founder-subjects). */
export const resLibSubjectUses = pgTable(
  "res_lib_subject_uses",
  {
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    subjectCode: varchar("subject_code", { length: 64 }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.bookOid, table.userOid] })],
);
