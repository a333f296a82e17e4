// POST /reader/events: a batch of a reader's events. Per book, only a book pushed to the reader (and
// a file of that book's edition) counts; an event sent before (same client id) is recognised by the
// unique (user, client id) index and adds nothing; amounts are made believable (a FILE_TIME longer
// than the wall time since the reader's previous event, or than MAX_FILE_TIME, is cut; a watched
// share stays within 0–1000 ‰) and a quiz answer is graded here. Stored events and the aggregates
// they change are written in one transaction per book.
import type { ReadingEventReceipt, readingEventBatchSchema } from "@textbook/shared";
import type { z } from "zod";
import { readingEvents } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AcceptedEvent } from "./aggregate-deltas.ts";
import { deltasOf } from "./aggregate-deltas.ts";
import { applyDeltas, lastEventAt } from "./apply-deltas.ts";
import { editionContent } from "./edition-content.ts";
import { gradeAnswer } from "./grade-answer.ts";
import { readableEdition } from "./reader-gate.ts";

type Batch = z.output<typeof readingEventBatchSchema>;
type IncomingEvent = Batch["events"][number];

/** The longest visible time one FILE_TIME may add (the reader sends one every ~15 s). */
export const MAX_FILE_TIME = 1800;
/** How far ahead of the server's clock a device's clock may run before its times are pulled back. */
const CLOCK_SKEW_MS = 60_000;

interface Prepared {
  event: IncomingEvent;
  occurredAt: Date;
  accepted: AcceptedEvent;
  detail: Record<string, unknown>;
}

async function prepare(
  deps: Pick<Deps, "storage">,
  bookOid: string,
  events: readonly IncomingEvent[],
  now: Date,
): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  for (const event of events) {
    const content = await editionContent(deps.storage, event.editionOid);
    if (content?.manifest.book.oid !== bookOid || !content.fileTitles.has(event.fileOid)) continue;
    const claimed = new Date(event.occurredAt);
    const occurredAt = claimed.getTime() > now.getTime() + CLOCK_SKEW_MS ? now : claimed;
    let amount = event.amount;
    let blockOid = event.blockOid ?? null;
    let topicOid: string | null = null;
    const detail: Record<string, unknown> = { ...event.detail };
    if (event.kind === "MEDIA_PLAY") amount = Math.min(amount, 1000);
    if (event.kind === "FILE_OPEN" || event.kind === "MODEL_OPEN" || event.kind === "DOCUMENT_OPEN")
      amount = 0;
    if (event.kind === "LINK_FOLLOW") amount = 0;
    if (event.kind === "QUIZ_ANSWER") {
      const graded = await gradeAnswer(deps.storage, event.editionOid, event.detail);
      if (!graded) continue;
      amount = graded.correct ? 1 : 0;
      blockOid = graded.activityOid;
      topicOid = graded.topicOid;
      detail.correct = graded.correct;
    }
    prepared.push({
      event,
      occurredAt,
      detail,
      accepted: { bookOid, fileOid: event.fileOid, blockOid, kind: event.kind, amount, occurredAt, topicOid },
    });
  }
  return prepared.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/** Cuts each FILE_TIME to the wall time since the reader's previous event (in occurrence order). */
function clampFileTimes(prepared: Prepared[], previousAt: Date | null): void {
  let previous = previousAt;
  for (const item of prepared) {
    if (item.accepted.kind === "FILE_TIME") {
      const elapsed = previous ? Math.floor((item.occurredAt.getTime() - previous.getTime()) / 1000) : 0;
      item.accepted.amount = Math.max(0, Math.min(item.accepted.amount, elapsed, MAX_FILE_TIME));
    }
    if (!previous || item.occurredAt > previous) previous = item.occurredAt;
  }
}

export async function recordEvents(
  deps: Pick<Deps, "db" | "storage" | "clock">,
  userOid: string,
  batch: Batch,
): Promise<ReadingEventReceipt> {
  const receipt: ReadingEventReceipt = { accepted: 0, duplicates: 0, ignored: 0 };
  const now = deps.clock.now();
  const byBook = new Map<string, IncomingEvent[]>();
  // A batch naming one client id twice keeps its first: the index would refuse the second anyway.
  const seen = new Set<string>();
  for (const event of batch.events) {
    if (seen.has(event.clientId)) {
      receipt.duplicates += 1;
      continue;
    }
    seen.add(event.clientId);
    const ofBook = byBook.get(event.bookOid) ?? [];
    ofBook.push(event);
    byBook.set(event.bookOid, ofBook);
  }
  for (const [bookOid, events] of byBook) {
    if (!(await readableEdition(deps.db, userOid, bookOid))) {
      receipt.ignored += events.length;
      continue;
    }
    const prepared = await prepare(deps, bookOid, events, now);
    receipt.ignored += events.length - prepared.length;
    if (prepared.length === 0) continue;
    await deps.db.transaction(async (tx) => {
      clampFileTimes(prepared, await lastEventAt(tx, bookOid, userOid));
      const stored = await tx
        .insert(readingEvents)
        .values(
          prepared.map(({ event, accepted, occurredAt, detail }) => ({
            bookOid,
            editionOid: event.editionOid,
            userOid,
            fileOid: event.fileOid,
            blockOid: accepted.blockOid,
            kind: event.kind,
            amount: accepted.amount,
            detail,
            clientId: event.clientId,
            occurredAt,
            receivedAt: now,
          })),
        )
        .onConflictDoNothing({ target: [readingEvents.userOid, readingEvents.clientId] })
        .returning({ clientId: readingEvents.clientId });
      const storedIds = new Set(stored.map((row) => row.clientId));
      receipt.accepted += storedIds.size;
      receipt.duplicates += prepared.length - storedIds.size;
      const fresh = prepared
        .filter((item) => storedIds.has(item.event.clientId))
        .map((item) => item.accepted);
      if (fresh.length > 0) await applyDeltas(tx, bookOid, userOid, deltasOf(fresh), now);
    });
  }
  return receipt;
}
