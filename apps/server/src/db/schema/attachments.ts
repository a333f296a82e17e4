// Uploaded files: metadata, the object they are stored as, and the parts received so far.
import { ATTACHMENT_CATEGORIES, ATTACHMENT_STATES, STORED_ATTACHMENT_TYPES } from "@textbook/shared";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { orgs, users } from "./accounts.ts";
import { books } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef } from "./columns.ts";

export const attachments = pgTable(
  "attachments",
  {
    oid: oidPrimaryKey(),
    orgOid: oidRef("org_oid").references(() => orgs.oid, { onDelete: "set null" }),
    bookOid: oidRef("book_oid").references(() => books.oid, { onDelete: "set null" }),
    uploaderOid: oidRef("uploader_oid")
      .notNull()
      .references(() => users.oid),
    name: varchar("name", { length: 255 }).notNull(),
    extName: varchar("ext_name", { length: 16 }).notNull(),
    /** Declared by the browser at creation, replaced by the type sniffed from the bytes. */
    mimeType: varchar("mime_type", { length: 128 }).notNull(),
    type: varchar("type", { length: 16, enum: STORED_ATTACHMENT_TYPES }).notNull(),
    category: varchar("category", { length: 16, enum: ATTACHMENT_CATEGORIES }),
    state: varchar("state", { length: 16, enum: ATTACHMENT_STATES }).notNull().default("PENDING"),
    declaredSize: bigint("declared_size", { mode: "number" }).notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    objectKey: varchar("object_key", { length: 255 }).notNull(),
    /** The storage driver's multipart upload id (S3), while the upload is open. */
    uploadId: text("upload_id"),
    /** SHA-256 of the upload secret handed out with the credentials. */
    uploadSecretHash: varchar("upload_secret_hash", { length: 64 }),
    credentialsExpireAt: timestamp("credentials_expire_at", { withTimezone: true }),
    width: integer("width"),
    height: integer("height"),
    thumbnailKey: varchar("thumbnail_key", { length: 255 }),
    /** Why the completed bytes were refused (wrong content, over the limit). */
    rejectReason: text("reject_reason"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("attachments_object_key_key").on(table.objectKey),
    index("attachments_book_idx").on(table.bookOid, table.type, table.createdAt),
    index("attachments_uploader_idx").on(table.uploaderOid, table.createdAt),
  ],
);

export const attachmentParts = pgTable(
  "attachment_parts",
  {
    attachmentOid: oidRef("attachment_oid")
      .notNull()
      .references(() => attachments.oid, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    etag: varchar("etag", { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.attachmentOid, table.partNumber] })],
);
