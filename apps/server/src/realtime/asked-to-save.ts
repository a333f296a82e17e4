// A whole-book task first asks the book's writers to save what they have (before-save-custom-style,
// content §7), but its own task row already keeps the book's files read-only (content §8 codes).
// A writer it asked may therefore save that book's files past the block until it answers
// start-save-custom-style or the request times out, so its last edits land before the task reads
// the files instead of being refused and left waiting in the browser.
import type { Clock } from "../http/clock.ts";
import type { SaveServerSocket } from "./types.ts";

export function trackAskedToSave(socket: SaveServerSocket, clock: Clock, timeoutMs: number) {
  const until = new Map<string, number>();
  // Outgoing listeners hear broadcasts to the socket's rooms too, from any instance.
  socket.onAnyOutgoing((event: string, payload: { bookOid?: unknown } | undefined) => {
    if (event !== "before-save-custom-style" || typeof payload?.bookOid !== "string") return;
    until.set(payload.bookOid, clock.now().getTime() + timeoutMs);
  });
  return {
    asked: (bookOid: string): boolean => (until.get(bookOid) ?? 0) > clock.now().getTime(),
    answered: (): void => until.clear(),
  };
}
