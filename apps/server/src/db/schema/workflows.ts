// Approval workflows (issue 16 §1): an organisation's definitions, the running instances with their
// nodes, and every action as a timeline event. Decisions: docs/architecture/publishing.md "Workflows".
import {
  ORG_ROLES,
  PROCESS_ACTIONS,
  PROCESS_KINDS,
  PROCESS_NODE_STATES,
  PROCESS_STATES,
  type ProcessDefinitionNode,
} from "@textbook/shared";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { orgs, users } from "./accounts.ts";
import { books } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";

/** An organisation's own definition of a kind; without one the default template applies. */
export const processDefinitions = pgTable(
  "process_definitions",
  {
    oid: oidPrimaryKey(),
    orgOid: oidRef("org_oid")
      .notNull()
      .references(() => orgs.oid, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16, enum: PROCESS_KINDS }).notNull(),
    /** Checked by processDefinitionNodesSchema on every write and read. */
    nodes: jsonb("nodes").$type<ProcessDefinitionNode[]>().notNull(),
    updatedByOid: oidRef("updated_by_oid").references(() => users.oid, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("process_definitions_org_kind_key").on(table.orgOid, table.kind)],
);

export const processInstances = pgTable(
  "process_instances",
  {
    oid: oidPrimaryKey(),
    orgOid: oidRef("org_oid")
      .notNull()
      .references(() => orgs.oid),
    kind: varchar("kind", { length: 16, enum: PROCESS_KINDS }).notNull().default("PUBLISH"),
    title: varchar("title", { length: 200 }).notNull(),
    state: varchar("state", { length: 16, enum: PROCESS_STATES }).notNull().default("IN_PROGRESS"),
    /** The applicant (the column kept its first name). */
    applicantOid: oidRef("initiator_oid")
      .notNull()
      .references(() => users.oid),
    bookOid: oidRef("book_oid").references(() => books.oid, { onDelete: "set null" }),
    /** What the instance decides about (a publish application); the kind's module owns it. */
    subjectOid: oidRef("subject_oid").notNull(),
    /** The open node's position while IN_PROGRESS, else null. */
    currentPosition: integer("current_position"),
    nodeCount: integer("node_count").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("process_instances_org_idx").on(table.orgOid),
    index("process_instances_applicant_idx").on(table.applicantOid, table.orgOid, table.createdAt),
    index("process_instances_book_idx").on(table.bookOid),
    index("process_instances_subject_idx").on(table.subjectOid),
  ],
);

/**
 * Every node of an instance exists from the start (WAITING until reached). A node is held by the
 * members of the instance's organisation with `assigneeRole`, or by the members named in
 * `assigneeUserOids`; `orgOid` is copied here so "the nodes waiting for me" is one indexed query.
 */
export const processNodes = pgTable(
  "process_nodes",
  {
    oid: oidPrimaryKey(),
    instanceOid: oidRef("instance_oid")
      .notNull()
      .references(() => processInstances.oid, { onDelete: "cascade" }),
    orgOid: oidRef("org_oid")
      .notNull()
      .references(() => orgs.oid),
    name: varchar("name", { length: 200 }).notNull(),
    assigneeRole: varchar("assignee_role", { length: 32, enum: ORG_ROLES }),
    assigneeUserOids: text("assignee_user_oids").array().notNull().default(sql`'{}'::text[]`),
    state: varchar("state", { length: 16, enum: PROCESS_NODE_STATES }).notNull().default("WAITING"),
    position: integer("position").notNull().default(0),
    actorOid: oidRef("actor_oid").references(() => users.oid),
    comment: text("comment"),
    transferredToOid: oidRef("transferred_to_oid").references(() => users.oid),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    actedAt: timestamp("acted_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("process_nodes_instance_idx").on(table.instanceOid, table.position),
    index("process_nodes_pending_role_idx")
      .on(table.orgOid, table.assigneeRole)
      .where(sql`${table.state} = 'PENDING'`),
    index("process_nodes_pending_users_idx")
      .using("gin", table.assigneeUserOids)
      .where(sql`${table.state} = 'PENDING'`),
    index("process_nodes_actor_idx").on(table.actorOid, table.orgOid),
  ],
);

/** The timeline: the start and every action, with who, when and the comment. */
export const processEvents = pgTable(
  "process_events",
  {
    oid: oidPrimaryKey(),
    instanceOid: oidRef("instance_oid")
      .notNull()
      .references(() => processInstances.oid, { onDelete: "cascade" }),
    nodeOid: oidRef("node_oid").references(() => processNodes.oid, { onDelete: "cascade" }),
    action: varchar("action", { length: 16, enum: PROCESS_ACTIONS }).notNull(),
    actorOid: oidRef("actor_oid")
      .notNull()
      .references(() => users.oid),
    comment: text("comment"),
    targetUserOid: oidRef("target_user_oid").references(() => users.oid),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The order of events written at the same time (an action and the clock's resolution). */
    seq: integer("seq").generatedAlwaysAsIdentity(),
  },
  (table) => [index("process_events_instance_idx").on(table.instanceOid, table.seq)],
);
