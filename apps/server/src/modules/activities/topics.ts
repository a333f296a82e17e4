// GET, PUT (replace), POST (v2, append) and DELETE .../activities/:activityOid/topics. The topics
// stay a dense 0..n-1 order; every change locks the activity row first, so two writers of one
// activity run one after the other and never share a position.
import {
  ACTIVITY_LIMITS,
  type ActivityPath,
  type AppendTopicsBody,
  appendTopicsBodySchema,
  type DeleteTopicsBody,
  formatMessage,
  INTERACTION_TEXTS,
  type PutTopicsBody,
  putTopicsBodySchema,
  type Topic,
} from "@textbook/shared";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newOid } from "../../db/oid.ts";
import { activities, activityTopics } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { openActivity } from "./open-activity.ts";
import { presentTopic } from "./presenter.ts";
import { type ParsedTopic, parseTopics } from "./topic-documents.ts";

type TopicDeps = Pick<Deps, "db" | "clock">;
type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
type TopicList = { items: Topic[]; total: number };

async function listOf(db: Db | Transaction, activityOid: string): Promise<TopicList> {
  const rows = await db
    .select()
    .from(activityTopics)
    .where(eq(activityTopics.activityOid, activityOid))
    .orderBy(asc(activityTopics.position));
  const items = rows.map(presentTopic);
  return { items, total: items.length };
}

/** Row values of parsed topics from `position` on; an oid is kept only when `keep` holds it. */
function topicRows(
  activityOid: string,
  topics: ParsedTopic[],
  position: number,
  keep: Set<string>,
  now: Date,
) {
  return topics.map((topic, index) => {
    const { oid, type, subject, options, answer, analysis, score } = topic;
    const kept = oid !== undefined && keep.delete(oid);
    return {
      oid: kept ? oid : newOid(),
      activityOid,
      position: position + index,
      type,
      subject,
      options,
      answer,
      analysis,
      score,
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** Runs `change` in a transaction holding the activity's row lock, then answers the new list. */
async function changeTopics(
  deps: TopicDeps,
  activityOid: string,
  change: (tx: Transaction, now: Date) => Promise<void>,
): Promise<TopicList> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.update(activities).set({ updatedAt: now }).where(eq(activities.oid, activityOid));
    await change(tx, now);
    return listOf(tx, activityOid);
  });
}

export async function listTopics(deps: TopicDeps, auth: AuthContext, path: ActivityPath): Promise<TopicList> {
  const { activity } = await openActivity(deps.db, auth, path, "read");
  return listOf(deps.db, activity.oid);
}

export async function putTopics(
  deps: TopicDeps,
  auth: AuthContext,
  path: ActivityPath,
  input: PutTopicsBody,
): Promise<TopicList> {
  const { activity } = await openActivity(deps.db, auth, path, "edit");
  const topics = parseTopics(putTopicsBodySchema.parse(input).topics);
  return changeTopics(deps, activity.oid, async (tx, now) => {
    const stored = await tx
      .delete(activityTopics)
      .where(eq(activityTopics.activityOid, activity.oid))
      .returning({ oid: activityTopics.oid });
    if (topics.length === 0) return;
    const keep = new Set(stored.map((row) => row.oid));
    await tx.insert(activityTopics).values(topicRows(activity.oid, topics, 0, keep, now));
  });
}

export async function appendTopics(
  deps: TopicDeps,
  auth: AuthContext,
  path: ActivityPath,
  input: AppendTopicsBody,
): Promise<TopicList> {
  const { activity } = await openActivity(deps.db, auth, path, "edit");
  const topics = parseTopics(appendTopicsBodySchema.parse(input).topics);
  return changeTopics(deps, activity.oid, async (tx, now) => {
    // Positions are dense (0..n-1), so the count is the next position; read under the row lock.
    const [row] = await tx
      .select({ stored: count() })
      .from(activityTopics)
      .where(eq(activityTopics.activityOid, activity.oid));
    const stored = row?.stored ?? 0;
    // The list's limit holds for the whole activity, not only for the topics of one request.
    if (stored + topics.length > ACTIVITY_LIMITS.topicsMax) {
      throw errors.validation({
        topics: formatMessage(INTERACTION_TEXTS.validation.topicsMax, { n: ACTIVITY_LIMITS.topicsMax }),
      });
    }
    await tx.insert(activityTopics).values(topicRows(activity.oid, topics, stored, new Set(), now));
  });
}

export async function deleteTopics(
  deps: TopicDeps,
  auth: AuthContext,
  path: ActivityPath,
  body: DeleteTopicsBody,
): Promise<TopicList> {
  const { activity } = await openActivity(deps.db, auth, path, "edit");
  const oids = [...new Set(body.oids)];
  return changeTopics(deps, activity.oid, async (tx) => {
    const deleted = await tx
      .delete(activityTopics)
      .where(and(eq(activityTopics.activityOid, activity.oid), inArray(activityTopics.oid, oids)))
      .returning({ oid: activityTopics.oid });
    // A topic of another activity, or one already gone: nothing is deleted.
    if (deleted.length !== oids.length) throw errors.notFound();
    await tx.execute(sql`update ${activityTopics} t set position = ranked.position
      from (select oid, (row_number() over (order by position) - 1)::int as position
            from ${activityTopics} where activity_oid = ${activity.oid}) ranked
      where t.oid = ranked.oid and t.position <> ranked.position`);
  });
}
