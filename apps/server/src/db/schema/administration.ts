// The management area's own records: the audit log, licence agreements and their acceptances, and
// the few settings a system administrator keeps (customer service contact).
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";

/**
 * One administrative change: who, when, what, the row before and after, and the request id. Rows
 * are never updated; `orgOid` scopes what an ORG_ADMIN may read (null: platform-wide changes).
 */
export const auditLogs = pgTable(
  "audit_logs",
  {
    oid: oidPrimaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for changes made from the command line (the first administrator). */
    actorOid: oidRef("actor_oid").references(() => users.oid, { onDelete: "set null" }),
    orgOid: oidRef("org_oid"),
    /** A dotted verb such as `user.create`, `org.disable`, `book.member.add`. */
    action: varchar("action", { length: 64 }).notNull(),
    targetType: varchar("target_type", { length: 32 }).notNull(),
    targetOid: oidRef("target_oid"),
    /** A short human description of the target (a name, a phone number) kept as it was then. */
    targetLabel: varchar("target_label", { length: 200 }),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    requestId: varchar("request_id", { length: 64 }),
  },
  (table) => [
    index("audit_logs_at_idx").on(table.at.desc(), table.oid),
    index("audit_logs_org_at_idx").on(table.orgOid, table.at.desc()),
    index("audit_logs_target_idx").on(table.targetOid),
  ],
);

/** A published end-user licence agreement version (GET /eulas). */
export const eulas = pgTable(
  "eulas",
  {
    oid: oidPrimaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    /** A version label such as 2026.1; unique so an acceptance names exactly what was read. */
    version: varchar("version", { length: 32 }).notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    required: boolean("required").notNull().default(true),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdByOid: oidRef("created_by_oid").references(() => users.oid, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("eulas_version_key").on(table.version),
    index("eulas_effective_idx").on(table.effectiveAt).where(sql`${table.withdrawnAt} is null`),
  ],
);

/** One user's acceptance of one agreement version, with the time and the address it came from. */
export const eulaRecords = pgTable(
  "eula_records",
  {
    eulaOid: oidRef("eula_oid")
      .notNull()
      .references(() => eulas.oid, { onDelete: "cascade" }),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    version: varchar("version", { length: 32 }).notNull(),
    address: varchar("address", { length: 64 }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eulaOid, table.userOid] })],
);

/** Small platform settings kept by SYS_ADMIN, one JSON value per key (e.g. `customer-service`). */
export const systemSettings = pgTable("system_settings", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedByOid: oidRef("updated_by_oid").references(() => users.oid, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
