// Users, organisations, memberships and sessions (shell §3 stored user and organisation).
import { ORG_STATES, ORG_TYPES, type OrgRole, type SysRole, USER_STATES } from "@textbook/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
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
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    oid: oidPrimaryKey(),
    fullName: varchar("full_name", { length: 100 }).notNull(),
    phoneNumber: varchar("phone_number", { length: 20 }).notNull(),
    state: varchar("state", { length: 16, enum: USER_STATES }).notNull().default("ACTIVE"),
    /** argon2id PHC string (older rows: scrypt$N$r$p$salt$hash, rehashed at login); null for users who only log in by SMS or partner ticket. */
    passwordHash: text("password_hash"),
    /** Set for a password someone else chose (the first admin's one-time password, an admin's reset): changed at next login. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    sysRoles: jsonb("sys_roles").$type<SysRole[]>().notNull().default([]),
    avatarUrl: text("avatar_url"),
    zjyKgUserId: varchar("zjy_kg_user_id", { length: 64 }),
    fromProject: boolean("from_project").notNull().default(false),
    partnerUserId: varchar("partner_user_id", { length: 128 }),
    lastOrgOid: oidRef("last_org_oid"),
    /**
     * An account made only for reading (a school's student or a reader account a teacher created):
     * it signs in to the reader and never to the editor, whatever memberships it is given.
     */
    readerOnly: boolean("reader_only").notNull().default(false),
    /** Bumped on every role change; sessions holding an older value get err.privilege.changed. */
    rolesVersion: integer("roles_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_phone_number_key").on(table.phoneNumber),
    uniqueIndex("users_partner_user_id_key").on(table.partnerUserId),
  ],
);

export const orgs = pgTable(
  "orgs",
  {
    oid: oidPrimaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    /** The formal name (e.g. the school's registered name); the list's "parent / name" is derived. */
    formalName: varchar("formal_name", { length: 200 }),
    type: varchar("type", { length: 16, enum: ORG_TYPES }).notNull(),
    state: varchar("state", { length: 16, enum: ORG_STATES }).notNull().default("ACTIVE"),
    parentOid: oidRef("parent_oid"),
    level: integer("level").notNull().default(1),
    useSubjectResourceEnabled: boolean("use_subject_resource_enabled").notNull().default(false),
    /** The partner platform may add its users to this organisation (partner tickets name it). */
    partnerLinked: boolean("partner_linked").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("orgs_name_idx").on(table.name), index("orgs_parent_oid_idx").on(table.parentOid)],
);

export const memberships = pgTable(
  "memberships",
  {
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    orgOid: oidRef("org_oid")
      .notNull()
      .references(() => orgs.oid, { onDelete: "cascade" }),
    roles: jsonb("roles").$type<OrgRole[]>().notNull().default([]),
    /** The administrator's note about this member (the import spreadsheet's column C). */
    remark: varchar("remark", { length: 200 }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userOid, table.orgOid] }),
    index("memberships_org_idx").on(table.orgOid),
  ],
);

/** SESSION: the editor's; HANDOFF: a one-time token between windows; READER: the reader's, which no editor call accepts. */
export const SESSION_KINDS = ["SESSION", "HANDOFF", "READER"] as const;
export const SESSION_REVOKE_REASONS = ["LOGOUT", "USER", "ROLES"] as const;

export const sessions = pgTable(
  "sessions",
  {
    oid: oidPrimaryKey(),
    /** SHA-256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    kind: varchar("kind", { length: 16, enum: SESSION_KINDS }).notNull(),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    currentOrgOid: oidRef("current_org_oid"),
    rolesVersion: integer("roles_version").notNull(),
    fromProject: boolean("from_project").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why it was revoked: LOGOUT, or USER / ROLES when the users trigger ended it (migration 0006). */
    revokedReason: varchar("revoked_reason", { length: 16, enum: SESSION_REVOKE_REASONS }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_user_idx").on(table.userOid).where(sql`${table.revokedAt} is null`),
  ],
);
