// A document copied into another file takes its activities along: each interaction or custom
// activity box whose oid names an activity of the source file gets a copy of that activity (and its
// topics) in the target file, and the copied document names the copy (a custom activity box also
// names its file). A copy made for a save that is then refused stays unnamed by any document, like
// a copied attachment.
import type { DocumentJson } from "@textbook/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newOid } from "../../db/oid.ts";
import { activities, activityTopics } from "../../db/schema/index.ts";
import { type JsonNode, walkDocument } from "../content/document-walk.ts";

export interface ActivityCopyProps {
  content: DocumentJson;
  sourceFileOid: string;
  targetFileOid: string;
  authorOid: string;
  now: Date;
}

/** The blocks whose oid is their activity's (content §3.14). */
const ACTIVITY_BLOCKS = new Set(["interaction", "customActivityBox"]);

function activityBlocks(content: DocumentJson): JsonNode[] {
  return [...walkDocument(content)].filter(
    (node) => ACTIVITY_BLOCKS.has(String(node.type)) && typeof node.attrs?.oid === "string",
  );
}

export async function copyActivities(db: Db, props: ActivityCopyProps): Promise<DocumentJson> {
  if (props.sourceFileOid === props.targetFileOid) return props.content;
  const oids = activityBlocks(props.content).map((node) => node.attrs?.oid as string);
  if (oids.length === 0) return props.content;
  const rows = await db
    .select()
    .from(activities)
    .where(and(inArray(activities.oid, oids), eq(activities.fileOid, props.sourceFileOid)));
  if (rows.length === 0) return props.content;
  const copies = new Map(rows.map((row) => [row.oid, newOid()]));
  const topics = await db
    .select()
    .from(activityTopics)
    .where(inArray(activityTopics.activityOid, [...copies.keys()]))
    .orderBy(asc(activityTopics.position));
  await db.transaction(async (tx) => {
    await tx.insert(activities).values(
      rows.map((row) => ({
        ...row,
        oid: copies.get(row.oid) as string,
        fileOid: props.targetFileOid,
        authorOid: props.authorOid,
        createdAt: props.now,
        updatedAt: props.now,
      })),
    );
    if (topics.length === 0) return;
    await tx.insert(activityTopics).values(
      topics.map((topic) => ({
        ...topic,
        oid: newOid(),
        activityOid: copies.get(topic.activityOid) as string,
        createdAt: props.now,
        updatedAt: props.now,
      })),
    );
  });
  const copied = structuredClone(props.content);
  for (const node of activityBlocks(copied)) {
    const copy = copies.get(node.attrs?.oid as string);
    if (!copy || !node.attrs) continue;
    node.attrs.oid = copy;
    if (node.type === "customActivityBox") node.attrs.fileOid = props.targetFileOid;
  }
  return copied;
}
