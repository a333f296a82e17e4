// Books > chapters > sections > content files, and book members with book roles.
import {
  BOOK_ROLES,
  BOOK_STATES,
  CONTENT_FILE_TYPES,
  PUBLISH_STATES,
  TEXTBOOK_TYPES,
} from "@textbook/shared";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { orgs, users } from "./accounts.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";

export const books = pgTable(
  "books",
  {
    oid: oidPrimaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    /** The cover image (an attachment); its links are signed when presented. */
    coverAttachmentOid: oidRef("cover_attachment_oid"),
    subject: varchar("subject", { length: 100 }),
    description: text("description"),
    state: varchar("state", { length: 16, enum: BOOK_STATES }).notNull().default("UN_RELEASED"),
    textbookType: varchar("textbook_type", { length: 8, enum: TEXTBOOK_TYPES }).notNull().default("V2"),
    orgOid: oidRef("org_oid")
      .notNull()
      .references(() => orgs.oid),
    useSubjectResourceEnabled: boolean("use_subject_resource_enabled").notNull().default(false),
    editorUseSubjectResourceEnabled: boolean("editor_use_subject_resource_enabled").notNull().default(false),
    mosoEditorOid: oidRef("moso_editor_oid"),
    contentDesignerOid: oidRef("content_designer_oid"),
    techEditorOid: oidRef("tech_editor_oid"),
    completionRate: integer("completion_rate").notNull().default(0),
    /** Set by the first release: a book ever released is archived (INACTIVE), never deleted. */
    firstReleasedAt: timestamp("first_released_at", { withTimezone: true }),
    /** Moved by the book's publish application's workflow (modules/publishing). */
    publishState: varchar("publish_state", { length: 16, enum: PUBLISH_STATES })
      .notNull()
      .default("UNDECLARED"),
    /**
     * The edition readers get (an editions row; no foreign key, as editions reference books). One
     * update switches it, so a reader sees the old edition or the new one, never a mix.
     */
    releasedEditionOid: oidRef("released_edition_oid"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Carries the list's order and its tie-break, so a page is read straight off the index.
    index("books_org_updated_idx").on(table.orgOid, table.updatedAt, table.oid),
    index("books_org_state_updated_idx").on(table.orgOid, table.state, table.updatedAt),
  ],
);

/**
 * Books per organisation and state, kept by triggers on `books` (see migration 0002): the book
 * list's total without counting a large organisation's rows on every page.
 */
export const bookCounts = pgTable(
  "book_counts",
  {
    orgOid: oidRef("org_oid").notNull(),
    state: varchar("state", { length: 16, enum: BOOK_STATES }).notNull(),
    total: integer("total").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orgOid, table.state] })],
);

export const bookMembers = pgTable(
  "book_members",
  {
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    role: varchar("role", { length: 32, enum: BOOK_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.bookOid, table.userOid] }),
    index("book_members_user_idx").on(table.userOid),
  ],
);

export const chapters = pgTable(
  "chapters",
  {
    oid: oidPrimaryKey(),
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    position: integer("position").notNull(),
    committed: boolean("committed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("chapters_book_idx").on(table.bookOid, table.position)],
);

export const sections = pgTable(
  "sections",
  {
    oid: oidPrimaryKey(),
    chapterOid: oidRef("chapter_oid")
      .notNull()
      .references(() => chapters.oid, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sections_chapter_idx").on(table.chapterOid, table.position)],
);

export const contentFiles = pgTable(
  "content_files",
  {
    oid: oidPrimaryKey(),
    sectionOid: oidRef("section_oid")
      .notNull()
      .references(() => sections.oid, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    type: varchar("type", { length: 16, enum: CONTENT_FILE_TYPES }).notNull().default("CONTENT"),
    position: integer("position").notNull(),
    /** ProseMirror JSON validated against packages/schema. */
    content: jsonb("content").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("content_files_section_idx").on(table.sectionOid, table.position)],
);
