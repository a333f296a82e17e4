// Share links (issue 16 §4): a book's edition opened by people without an account, until the link
// expires or is revoked. Only the SHA-256 of the link's token is kept, as for sessions.
import { index, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { books } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef } from "./columns.ts";

export const shareLinks = pgTable(
  "share_links",
  {
    oid: oidPrimaryKey(),
    bookOid: oidRef("book_oid")
      .notNull()
      .references(() => books.oid, { onDelete: "cascade" }),
    /** null: the edition the book has released when the link is opened. */
    editionOid: oidRef("edition_oid"),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: oidRef("created_by")
      .notNull()
      .references(() => users.oid),
    createdAt: createdAt(),
  },
  (table) => [index("share_links_book_idx").on(table.bookOid, table.createdAt)],
);
