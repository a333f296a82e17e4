// The reading events of one open edition: the recorder writes them to the local queue, the sender
// takes them to the server every SEND_INTERVAL_MS and when the page goes away. The reader's token is
// read from the app's storage (as openReader does); the readers' own session (reader-session.ts,
// readerToken) replaces it when it is merged.
import { STORAGE_KEYS } from "@textbook/shared";
import { localEventQueue } from "./event-queue.ts";
import { startEventSender } from "./event-sender.ts";
import { type ReadingRecorder, startRecorder } from "./reading-recorder.ts";

export interface ReadingEvents {
  recorder: ReadingRecorder;
  stop(): void;
}

export function startReadingEvents(edition: { bookOid: string; editionOid: string }): ReadingEvents {
  const queue = localEventQueue();
  const sender = startEventSender({ queue, token: () => localStorage.getItem(STORAGE_KEYS.token) });
  const recorder = startRecorder({
    ...edition,
    queue,
    onPageHide: () => void sender.flush({ keepalive: true }),
  });
  // Whatever an earlier page left unsent goes first.
  void sender.flush();
  return {
    recorder,
    stop() {
      recorder.stop();
      void sender.flush({ keepalive: true });
      sender.stop();
    },
  };
}
