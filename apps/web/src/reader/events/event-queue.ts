// The reader's unsent reading events, kept in localStorage so that going offline, closing the tab or
// reloading loses nothing: the next page of the same browser sends them. Bounded: past QUEUE_MAX
// the oldest go first (a reader offline for weeks keeps the recent ones).
import type { ReadingEventKind } from "@textbook/shared";

export interface QueuedEvent {
  clientId: string;
  kind: ReadingEventKind;
  bookOid: string;
  editionOid: string;
  fileOid: string;
  blockOid?: string;
  amount: number;
  occurredAt: string;
  detail?: Record<string, unknown>;
}

export const QUEUE_KEY = "_builder_reading_events";
export const QUEUE_MAX = 2000;

export interface EventQueue {
  push(event: QueuedEvent): void;
  /** The oldest `max` events, left in the queue until `remove` says they arrived. */
  peek(max: number): QueuedEvent[];
  remove(clientIds: readonly string[]): void;
  size(): number;
}

export function localEventQueue(storage: Pick<Storage, "getItem" | "setItem"> = localStorage): EventQueue {
  const read = (): QueuedEvent[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? "[]");
      return Array.isArray(parsed) ? (parsed as QueuedEvent[]) : [];
    } catch {
      return [];
    }
  };
  const write = (events: QueuedEvent[]) => {
    try {
      storage.setItem(QUEUE_KEY, JSON.stringify(events.slice(-QUEUE_MAX)));
    } catch {
      // A full or refused storage must never stop reading: the events are lost, the page goes on.
    }
  };
  return {
    push(event) {
      write([...read(), event]);
    },
    peek(max) {
      return read().slice(0, max);
    },
    remove(clientIds) {
      const gone = new Set(clientIds);
      write(read().filter((event) => !gone.has(event.clientId)));
    },
    size() {
      return read().length;
    },
  };
}

/** A client id unique enough for one reader: time, then randomness. */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.().replaceAll("-", "") ?? Math.random().toString(36).slice(2);
  return `${Date.now().toString(36)}-${random}`.slice(0, 64);
}
