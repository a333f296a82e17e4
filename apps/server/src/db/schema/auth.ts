// Login machinery shared by every instance: keys, SMS codes, captcha challenges, failures, nonces.
import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, oidPrimaryKey } from "./columns.ts";

export const serverKeys = pgTable("server_keys", {
  name: varchar("name", { length: 64 }).primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: createdAt(),
});

export const smsCodes = pgTable(
  "sms_codes",
  {
    oid: oidPrimaryKey(),
    phoneNumber: varchar("phone_number", { length: 20 }).notNull(),
    address: varchar("address", { length: 64 }).notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("sms_codes_phone_idx").on(table.phoneNumber, table.createdAt),
    index("sms_codes_address_idx").on(table.address, table.createdAt),
  ],
);

/** What the development SMS provider "sent" (GET /api/dev/sms-outbox). */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    oid: oidPrimaryKey(),
    phoneNumber: varchar("phone_number", { length: 20 }).notNull(),
    code: varchar("code", { length: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sms_outbox_phone_idx").on(table.phoneNumber, table.createdAt)],
);

/** A slide challenge, bound to the phone and address it was made for; deleted when answered. */
export const captchaChallenges = pgTable(
  "captcha_challenges",
  {
    oid: oidPrimaryKey(),
    targetX: integer("target_x").notNull(),
    phoneNumber: varchar("phone_number", { length: 20 }).notNull(),
    address: varchar("address", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("captcha_challenges_expires_idx").on(table.expiresAt)],
);

export const LOGIN_FAILURE_KINDS = ["PASSWORD", "SMS"] as const;

/** Failed logins, so every instance sees the same risk when deciding on a slide challenge. */
export const loginFailures = pgTable(
  "login_failures",
  {
    oid: oidPrimaryKey(),
    kind: varchar("kind", { length: 16, enum: LOGIN_FAILURE_KINDS }).notNull(),
    phoneNumber: varchar("phone_number", { length: 20 }).notNull(),
    address: varchar("address", { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("login_failures_phone_idx").on(table.kind, table.phoneNumber, table.createdAt),
    index("login_failures_address_idx").on(table.kind, table.address, table.createdAt),
  ],
);

export const LOGIN_GUARD_KINDS = ["PASSWORD", "SMS_CODES", "SMS_FAILURES"] as const;

/**
 * Hard per-phone login limits (lockouts), one counter per phone and kind over a window. Counted
 * with conditional updates so parallel requests and every instance see one count.
 */
export const loginGuards = pgTable(
  "login_guards",
  {
    kind: varchar("kind", { length: 16, enum: LOGIN_GUARD_KINDS }).notNull(),
    phoneNumber: varchar("phone_number", { length: 20 }).notNull(),
    /** Attempts (or codes) counted in the window that started at windowStartedAt. */
    attempts: integer("attempts").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Locks so far without a success in between: each lock lasts twice the one before. */
    locks: integer("locks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.phoneNumber] })],
);

/** Partner ticket nonces already used; kept until the ticket would have expired anyway. */
export const partnerNonces = pgTable("partner_nonces", {
  nonce: varchar("nonce", { length: 128 }).primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
