// Before a whole-book style update, every writer of the book saves what it has (content §7):
// the server emits `before-save-custom-style` to the book's writers on every instance and waits,
// up to a timeout, for each to answer `start-save-custom-style`.
import type { SaveNamespace } from "./types.ts";
import { rooms } from "./types.ts";

export interface CustomStyleSaveReport {
  /** Writers of the book when the request went out. */
  writers: number;
  answered: number;
  /** Answers whose editor reported its save succeeded. */
  saved: number;
  timedOut: boolean;
}

interface PendingWait {
  expected: Set<string>;
  answered: Set<string>;
  saved: number;
  settle(timedOut: boolean): void;
}

export function createCustomStyleWaits(namespace: SaveNamespace) {
  const pending = new Set<PendingWait>();

  return {
    /** An answer from a socket, on this instance or relayed from another. */
    answer(socketId: string, saved: boolean): void {
      for (const wait of pending) {
        if (!wait.expected.has(socketId) || wait.answered.has(socketId)) continue;
        wait.answered.add(socketId);
        if (saved) wait.saved++;
        if (wait.answered.size === wait.expected.size) wait.settle(false);
      }
    },

    async request(bookOid: string, timeoutMs: number): Promise<CustomStyleSaveReport> {
      const room = rooms.writers(bookOid);
      const writers = await namespace.in(room).fetchSockets();
      if (writers.length === 0) return { writers: 0, answered: 0, saved: 0, timedOut: false };
      return new Promise((resolve) => {
        let timer: NodeJS.Timeout | undefined;
        const finish = (timedOut: boolean) => {
          clearTimeout(timer);
          pending.delete(wait);
          resolve({ writers: wait.expected.size, answered: wait.answered.size, saved: wait.saved, timedOut });
        };
        const wait: PendingWait = {
          expected: new Set(writers.map((socket) => socket.id)),
          answered: new Set(),
          saved: 0,
          settle: finish,
        };
        pending.add(wait);
        timer = setTimeout(() => finish(true), timeoutMs);
        namespace.to(room).emit("before-save-custom-style", { bookOid });
      });
    },

    /** Shutdown: whoever waits gets what arrived so far. */
    cancelAll(): void {
      for (const wait of [...pending]) wait.settle(true);
    },
  };
}

export type CustomStyleWaits = ReturnType<typeof createCustomStyleWaits>;
