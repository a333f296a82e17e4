// What leaves the server of an activity and its topics: explicit field lists, dates as ISO text.
import type { Activity, Topic } from "@textbook/shared";
import type { activities, activityTopics } from "../../db/schema/index.ts";

type ActivityRow = typeof activities.$inferSelect;
type TopicRow = typeof activityTopics.$inferSelect;

export function presentActivity(row: ActivityRow, topicCount: number): Activity {
  return {
    oid: row.oid,
    fileOid: row.fileOid,
    type: row.type,
    name: row.name,
    title: row.title,
    settings: row.settings,
    topicCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stored topics passed topicInputSchema on their way in, so their columns hold a Topic's fields. */
export function presentTopic(row: TopicRow): Topic {
  return {
    oid: row.oid,
    type: row.type,
    subject: row.subject,
    options: row.options,
    answer: row.answer,
    analysis: row.analysis,
    score: row.score,
  } as Topic;
}
