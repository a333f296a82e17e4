// A book's look (content §3.18 style items, shell §7 custom styles), the looks an organisation keeps
// to reuse (style libraries), a book's own colours and saved block styles (custom colours, custom
// libraries), and the note-title settings its captions follow.
import type { BackgroundStyle, StyleItem } from "@textbook/shared";
import { index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { orgs, users } from "./accounts.ts";
import { books, contentFiles } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";
import type { EditLockParty } from "./content.ts";

const bookOid = () =>
  oidRef("book_oid")
    .notNull()
    .references(() => books.oid, { onDelete: "cascade" });
const userOid = (name: string) => oidRef(name).references(() => users.oid, { onDelete: "set null" });

/**
 * The items a book sets, as one row: a save replaces the whole list in one statement, so a reader
 * never sees half of a change. `version` counts saves.
 */
export const bookStyles = pgTable("book_styles", {
  bookOid: oidRef("book_oid")
    .primaryKey()
    .references(() => books.oid, { onDelete: "cascade" }),
  items: jsonb("items").$type<StyleItem[]>().notNull().default([]),
  version: integer("version").notNull().default(0),
  /** How captions are numbered and tagged (shell §7 note-title style). */
  noteTitleStyle: varchar("note_title_style", { length: 16, enum: ["CHAPTER", "SECTION"] })
    .notNull()
    .default("CHAPTER"),
  noteTitleImageTag: varchar("note_title_image_tag", { length: 16 }).notNull().default("图"),
  noteTitleTableTag: varchar("note_title_table_tag", { length: 16 }).notNull().default("表"),
  updatedByOid: userOid("updated_by_oid"),
  updatedAt: updatedAt(),
});

export const styleLibraries = pgTable(
  "style_libraries",
  {
    oid: oidPrimaryKey(),
    orgOid: oidRef("org_oid")
      .notNull()
      .references(() => orgs.oid, { onDelete: "cascade" }),
    name: varchar("name", { length: 64 }).notNull(),
    items: jsonb("items").$type<StyleItem[]>().notNull().default([]),
    position: integer("position").notNull(),
    creatorOid: userOid("creator_oid"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("style_libraries_org_idx").on(table.orgOid, table.position)],
);

export const customColors = pgTable(
  "custom_colors",
  {
    oid: oidPrimaryKey(),
    bookOid: bookOid(),
    color: varchar("color", { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("custom_colors_book_idx").on(table.bookOid, table.createdAt)],
);

export const customLibraries = pgTable(
  "custom_libraries",
  {
    oid: oidPrimaryKey(),
    bookOid: bookOid(),
    name: varchar("name", { length: 64 }).notNull(),
    nodeType: varchar("node_type", { length: 64 }).notNull(),
    attrs: jsonb("attrs").$type<Record<string, unknown>>().notNull().default({}),
    position: integer("position").notNull(),
    creatorOid: userOid("creator_oid"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("custom_libraries_book_idx").on(table.bookOid, table.position)],
);

/** A content file's own page background (shell §7 background style); none means the book's. */
export const fileBackgrounds = pgTable("file_backgrounds", {
  fileOid: oidRef("file_oid")
    .primaryKey()
    .references(() => contentFiles.oid, { onDelete: "cascade" }),
  bookOid: bookOid(),
  style: jsonb("style").$type<BackgroundStyle>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * The advanced-style editing lock (one settings screen per book), kept like a file's edit lock
 * (edit_locks) by the same store, so every instance sees one holder. Redis deployments keep it in
 * Redis instead.
 */
export const styleEditingLocks = pgTable("style_editing_locks", {
  bookOid: oidRef("book_oid")
    .primaryKey()
    .references(() => books.oid, { onDelete: "cascade" }),
  holder: jsonb("holder").$type<EditLockParty>().notNull(),
  waiter: jsonb("waiter").$type<EditLockParty>(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
