// Saving the edited topic list through the fewest calls (shell §7 Files > Activities > topics): only
// new topics after the unchanged stored ones go with the v2 POST (appended), only removals with
// DELETE, anything else (an edit, a new order, both) replaces the list with PUT. A refusal's field
// messages name positions in the list the call carried; they are turned back into list positions.
import type { FilePath, TopicInput } from "@textbook/shared";
import { appendTopics, deleteTopics, putTopics, type TopicList } from "../../../../api/activities.ts";
import { ApiError } from "../../../../api/client.ts";

/** A stored topic as the editor loaded it: its oid and its canonical text, to tell whether it changed. */
export interface StoredTopic {
  oid: string;
  canonical: string;
}

export type TopicsPlan =
  | { kind: "none" }
  | { kind: "append"; topics: TopicInput[]; from: number }
  | { kind: "delete"; oids: string[] }
  | { kind: "replace"; topics: TopicInput[] };

/** JSON with sorted keys: two topics with the same content give the same text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

export function planTopicsSave(stored: StoredTopic[], edited: TopicInput[]): TopicsPlan {
  const byOid = new Map(stored.map((topic) => [topic.oid, topic]));
  const kept = edited.filter((topic) => topic.oid !== undefined && byOid.has(topic.oid));
  const firstNew = kept.length === 0 ? 0 : edited.indexOf(kept[kept.length - 1] as TopicInput) + 1;
  const added = edited.slice(firstNew);
  const keptInOrder = stored.filter((topic) => kept.some((edit) => edit.oid === topic.oid));
  // The kept topics open the list, in their stored order and unchanged; new ones only follow them.
  const untouched =
    kept.length === firstNew &&
    kept.every(
      (topic, index) =>
        topic.oid === keptInOrder[index]?.oid &&
        canonical(topic) === byOid.get(topic.oid as string)?.canonical,
    );
  const removed = stored
    .filter((topic) => !kept.some((edit) => edit.oid === topic.oid))
    .map((topic) => topic.oid);
  if (!untouched || (removed.length > 0 && added.length > 0)) return { kind: "replace", topics: edited };
  if (added.length > 0) return { kind: "append", topics: added, from: firstNew };
  if (removed.length > 0) return { kind: "delete", oids: removed };
  return { kind: "none" };
}

/** Runs the plan; null when there was nothing to send. */
export async function runTopicsPlan(
  file: FilePath,
  activityOid: string,
  plan: TopicsPlan,
): Promise<TopicList | null> {
  switch (plan.kind) {
    case "none":
      return null;
    case "append":
      return appendTopics(file, activityOid, { topics: plan.topics });
    case "delete":
      return deleteTopics(file, activityOid, { oids: plan.oids });
    case "replace":
      return putTopics(file, activityOid, { topics: plan.topics });
  }
}

/**
 * A refusal's field messages by list position and field path (`topics.3.answer` of an append that
 * started at position 2 is position 5's `answer`), or null when the failure names no topic.
 */
export function refusalsByPosition(
  error: unknown,
  plan: TopicsPlan,
): Map<number, Record<string, string>> | null {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return null;
  const offset = plan.kind === "append" ? plan.from : 0;
  const found = new Map<number, Record<string, string>>();
  for (const [key, message] of Object.entries(error.errors)) {
    const match = /^topics\.(\d+)(?:\.(.*))?$/.exec(key);
    if (!match) continue;
    const position = Number(match[1]) + offset;
    found.set(position, { ...found.get(position), [match[2] ?? ""]: message });
  }
  return found.size > 0 ? found : null;
}
