// Content history and edit locks (DESIGN §5, §6). A file's current document lives in
// content_files; every saved version that differs is kept here, and the save socket's
// one-writer-per-file locks live in edit_locks when Redis is not configured.
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { contentFiles } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef } from "./columns.ts";

export const contentRevisions = pgTable(
  "content_revisions",
  {
    oid: oidPrimaryKey(),
    fileOid: oidRef("file_oid")
      .notNull()
      .references(() => contentFiles.oid, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    /** Null for the version a file had before its first save (created, copied or imported). */
    authorOid: oidRef("author_oid").references(() => users.oid, { onDelete: "set null" }),
    /** The browser's id for the save that made this version: a re-sent save is answered, not applied. */
    clientSaveId: varchar("client_save_id", { length: 64 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("content_revisions_file_version_key").on(table.fileOid, table.version),
    uniqueIndex("content_revisions_file_save_key").on(table.fileOid, table.clientSaveId),
    index("content_revisions_author_idx").on(table.authorOid),
  ],
);

/** Who holds (and who waits for) a file's edit lock; see apps/server/src/locks/. */
export interface EditLockParty {
  /** The session, plus the browser tab's id when it sent one: the same tab reclaims its lock. */
  key: string;
  sessionOid: string;
  userOid: string;
  fullName: string;
}

export const editLocks = pgTable("edit_locks", {
  fileOid: oidRef("file_oid")
    .primaryKey()
    .references(() => contentFiles.oid, { onDelete: "cascade" }),
  holder: jsonb("holder").$type<EditLockParty>().notNull(),
  waiter: jsonb("waiter").$type<EditLockParty>(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
