// Sends the queued events in the background: a batch every SEND_INTERVAL_MS while the page is open,
// and what is left when the page goes away (fetch with keepalive, which outlives the page and, unlike
// sendBeacon, carries the reader's token). A failed send keeps the events for the next try; a batch
// the server refuses as malformed (400) is dropped, so one bad event cannot block the queue forever.
import { READING_EVENT_BATCH_MAX, READING_EVENTS_PATH } from "@textbook/shared";
import type { EventQueue } from "./event-queue.ts";

export const SEND_INTERVAL_MS = 15_000;

export interface EventSender {
  /** Sends one batch now (no-op while another is on its way or nothing waits). */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  stop(): void;
}

export interface SenderOptions {
  queue: EventQueue;
  /** The reader's bearer token, or null: without one nothing is sent (the events wait). */
  token(): string | null;
  fetch?: typeof fetch;
}

export function startEventSender({ queue, token, fetch: send = fetch }: SenderOptions): EventSender {
  let sending = false;
  async function flush({ keepalive = false } = {}) {
    const bearer = token();
    if (sending || !bearer) return;
    const events = queue.peek(READING_EVENT_BATCH_MAX);
    if (events.length === 0) return;
    sending = true;
    try {
      const response = await send(`/api${READING_EVENTS_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ events }),
        keepalive,
      });
      if (response.ok || response.status === 400) queue.remove(events.map((event) => event.clientId));
    } catch {
      // Offline or the server away: the events stay queued for the next round.
    } finally {
      sending = false;
    }
  }
  const timer = setInterval(() => void flush(), SEND_INTERVAL_MS);
  return {
    flush,
    stop() {
      clearInterval(timer);
    },
  };
}
