// In-app messages (站内消息): one row per recipient of a workflow event worth telling them about (a
// remind to the node's holders, a rejection or the final approval to the applicant, a transfer to
// its new holder). What happened is the event's; the row keeps whose message it is and when it was
// read.
import { NOTIFICATION_KINDS } from "@textbook/shared";
import { sql } from "drizzle-orm";
import { index, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, oidPrimaryKey, oidRef } from "./columns.ts";
import { processEvents } from "./workflows.ts";

export const notifications = pgTable(
  "notifications",
  {
    oid: oidPrimaryKey(),
    userOid: oidRef("user_oid")
      .notNull()
      .references(() => users.oid, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 24, enum: NOTIFICATION_KINDS }).notNull(),
    eventOid: oidRef("event_oid")
      .notNull()
      .references(() => processEvents.oid, { onDelete: "cascade" }),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_user_idx").on(table.userOid, table.createdAt),
    index("notifications_unread_idx").on(table.userOid).where(sql`${table.readAt} is null`),
  ],
);
