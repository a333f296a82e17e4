// What a content file's interactive blocks point at (shell §7: activities and their topics,
// readings, virtual simulations, mind maps). The document stores only the oid of each; the rows
// hold what a reader needs and what a copy of the file must duplicate. Each row belongs to one file,
// so deleting the file (or its book) removes them.
import { QUESTION_TYPES } from "@textbook/shared";
import { index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { contentFiles } from "./books.ts";
import { createdAt, oidPrimaryKey, oidRef, updatedAt } from "./columns.ts";

const fileOid = () =>
  oidRef("file_oid")
    .notNull()
    .references(() => contentFiles.oid, { onDelete: "cascade" });
const authorOid = () => oidRef("author_oid").references(() => users.oid, { onDelete: "set null" });

/** An interaction (content §3.14): TEST (objective) or a subjective activity, with its topics. */
export const activities = pgTable(
  "activities",
  {
    oid: oidPrimaryKey(),
    fileOid: fileOid(),
    /** TEST for an objective quiz; any other value names a subjective activity type. */
    type: varchar("type", { length: 32 }).notNull(),
    name: varchar("name", { length: 255 }).notNull().default(""),
    title: varchar("title", { length: 255 }).notNull().default(""),
    /** Anything else the activity's editor keeps (instructions, time limit, a custom activity's form). */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    authorOid: authorOid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("activities_file_idx").on(table.fileOid)],
);

/** One question of an activity, in the order the reader meets it. */
export const activityTopics = pgTable(
  "activity_topics",
  {
    oid: oidPrimaryKey(),
    activityOid: oidRef("activity_oid")
      .notNull()
      .references(() => activities.oid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: varchar("type", { length: 16, enum: QUESTION_TYPES }).notNull(),
    /** The question as a small document of the subject inline editor (content §2). */
    subject: jsonb("subject").$type<Record<string, unknown>>().notNull(),
    /** Choices, blanks, items to sort or pairs to connect, by type; see packages/shared api/activities. */
    options: jsonb("options").$type<unknown[]>().notNull().default([]),
    answer: jsonb("answer").$type<unknown>(),
    analysis: jsonb("analysis").$type<Record<string, unknown>>(),
    score: integer("score"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("activity_topics_activity_idx").on(table.activityOid, table.position)],
);

/** An extended reading (content §3.14): a titled list of resources shown beside the text. */
export const readings = pgTable(
  "readings",
  {
    oid: oidPrimaryKey(),
    fileOid: fileOid(),
    type: varchar("type", { length: 32 }).notNull(),
    typeName: varchar("type_name", { length: 64 }).notNull().default(""),
    title: varchar("title", { length: 255 }).notNull().default(""),
    resources: jsonb("resources").$type<Record<string, unknown>[]>().notNull().default([]),
    authorOid: authorOid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("readings_file_idx").on(table.fileOid)],
);

/** A virtual simulation a link or link box opens (content §3.13 VIRTUAL targets). */
export const virtualSimulations = pgTable(
  "virtual_simulations",
  {
    oid: oidPrimaryKey(),
    fileOid: fileOid(),
    name: varchar("name", { length: 255 }).notNull(),
    /** Where the simulation runs: an http(s) address, or an uploaded bundle's attachment. */
    url: text("url"),
    attachmentOid: oidRef("attachment_oid"),
    screenType: varchar("screen_type", { length: 32 }),
    deviceType: varchar("device_type", { length: 32 }),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    authorOid: authorOid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("virtual_simulations_file_idx").on(table.fileOid)],
);

/** A mind map (content §3.16): the library's own data, and the cover the card shows. */
export const mindMaps = pgTable(
  "mind_maps",
  {
    oid: oidPrimaryKey(),
    fileOid: fileOid(),
    title: varchar("title", { length: 255 }).notNull().default(""),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    coverAttachmentOid: oidRef("cover_attachment_oid"),
    authorOid: authorOid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("mind_maps_file_idx").on(table.fileOid)],
);
