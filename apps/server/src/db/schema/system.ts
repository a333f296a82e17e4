// System notice and ads.
import { boolean, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, oidPrimaryKey, oidRef } from "./columns.ts";

/** The banner of GET /systems/notice: shown between startsAt and endsAt (open ends) unless withdrawn. */
export const notices = pgTable("notices", {
  oid: oidPrimaryKey(),
  content: text("content").notNull(),
  visible: boolean("visible").notNull().default(true),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  createdByOid: oidRef("created_by_oid").references(() => users.oid, { onDelete: "set null" }),
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
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("ads_active_idx").on(table.active, table.sortOrder)],
);
