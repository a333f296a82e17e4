// What a batch of accepted events adds to the aggregates, summed in memory so each aggregate row
// is written once per batch (reading-stats.ts in the schema describes the tables).
import type { ReadingEventKind } from "@textbook/shared";

/** An event as stored: its amount already clamped or graded by the ingest. */
export interface AcceptedEvent {
  bookOid: string;
  fileOid: string;
  blockOid: string | null;
  kind: ReadingEventKind;
  amount: number;
  occurredAt: Date;
  /** QUIZ_ANSWER: the topic answered (blockOid is then the activity). */
  topicOid: string | null;
}

export interface Deltas {
  days: Map<string, { day: string; seconds: number; opens: number }>;
  files: Map<string, { fileOid: string; seconds: number; opens: number }>;
  blocks: Map<string, { blockOid: string; kind: string; fileOid: string; count: number; amountSum: number }>;
  questions: Map<
    string,
    { blockOid: string; questionKey: string; fileOid: string; attempts: number; correct: number }
  >;
  seconds: number;
  firstAt: Date;
  lastAt: Date;
  events: number;
}

/** Kinds counted per block: media plays and the attachments readers open. */
const BLOCK_KINDS: ReadonlySet<ReadingEventKind> = new Set([
  "MEDIA_PLAY",
  "MODEL_OPEN",
  "DOCUMENT_OPEN",
  "LINK_FOLLOW",
]);

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The deltas of one reader's accepted events of one book (at least one event). */
export function deltasOf(events: readonly AcceptedEvent[]): Deltas {
  const first = events[0];
  if (!first) throw new Error("deltasOf needs events");
  const deltas: Deltas = {
    days: new Map(),
    files: new Map(),
    blocks: new Map(),
    questions: new Map(),
    seconds: 0,
    firstAt: first.occurredAt,
    lastAt: first.occurredAt,
    events: events.length,
  };
  for (const event of events) {
    if (event.occurredAt < deltas.firstAt) deltas.firstAt = event.occurredAt;
    if (event.occurredAt > deltas.lastAt) deltas.lastAt = event.occurredAt;
    const seconds = event.kind === "FILE_TIME" ? event.amount : 0;
    const opens = event.kind === "FILE_OPEN" ? 1 : 0;
    if (seconds || opens) {
      const day = utcDay(event.occurredAt);
      const dayRow = deltas.days.get(day) ?? { day, seconds: 0, opens: 0 };
      dayRow.seconds += seconds;
      dayRow.opens += opens;
      deltas.days.set(day, dayRow);
      const file = deltas.files.get(event.fileOid) ?? { fileOid: event.fileOid, seconds: 0, opens: 0 };
      file.seconds += seconds;
      file.opens += opens;
      deltas.files.set(event.fileOid, file);
      deltas.seconds += seconds;
    }
    if (BLOCK_KINDS.has(event.kind) && event.blockOid) {
      const key = `${event.blockOid}\u0000${event.kind}`;
      const block = deltas.blocks.get(key) ?? {
        blockOid: event.blockOid,
        kind: event.kind,
        fileOid: event.fileOid,
        count: 0,
        amountSum: 0,
      };
      block.count += 1;
      block.amountSum += event.amount;
      deltas.blocks.set(key, block);
    }
    if (event.kind === "QUIZ_ANSWER" && event.blockOid && event.topicOid) {
      const key = `${event.blockOid}\u0000${event.topicOid}`;
      const question = deltas.questions.get(key) ?? {
        blockOid: event.blockOid,
        questionKey: event.topicOid,
        fileOid: event.fileOid,
        attempts: 0,
        correct: 0,
      };
      question.attempts += 1;
      question.correct += event.amount > 0 ? 1 : 0;
      deltas.questions.set(key, question);
    }
  }
  return deltas;
}
