// System notice, ads, and the minimal approval tables behind the todo count.
import { boolean, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { orgs, users } from "./accounts.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";

export const notices = pgTable("notices", {
  oid: oidPrimaryKey(),
  content: text("content").notNull(),
  visible: boolean("visible").notNull().default(true),
  createdAt: createdAt(),
});

export const ads = pgTable(
  "ads",
  {
    oid: oidPrimaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    imageUrl: text("image_url"),
    linkUrl: text("link_url"),
    position: varchar("position", { length: 32 }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index("ads_active_idx").on(table.active, table.sortOrder)],
);

export const PROCESS_STATES = ["IN_PROGRESS", "APPROVED", "REJECTED", "REVOKED"] as const;
export const PROCESS_NODE_STATES = ["PENDING", "APPROVED", "REJECTED", "TRANSFERRED", "SKIPPED"] as const;

export const processInstances = pgTable(
  "process_instances",
  {
    oid: oidPrimaryKey(),
    orgOid: oidRef("org_oid")
      .notNull()
      .references(() => orgs.oid),
    title: varchar("title", { length: 200 }).notNull(),
    state: varchar("state", { length: 16, enum: PROCESS_STATES }).notNull().default("IN_PROGRESS"),
    initiatorOid: oidRef("initiator_oid").references(() => users.oid),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("process_instances_org_idx").on(table.orgOid)],
);

export const processNodes = pgTable(
  "process_nodes",
  {
    oid: oidPrimaryKey(),
    instanceOid: oidRef("instance_oid")
      .notNull()
      .references(() => processInstances.oid, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    assigneeOid: oidRef("assignee_oid")
      .notNull()
      .references(() => users.oid),
    state: varchar("state", { length: 16, enum: PROCESS_NODE_STATES }).notNull().default("PENDING"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("process_nodes_assignee_idx").on(table.assigneeOid, table.state)],
);
