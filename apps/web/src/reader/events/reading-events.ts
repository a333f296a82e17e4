// The reading events of one open edition: the recorder writes them to the local queue, the sender
// takes them to the server every SEND_INTERVAL_MS and when the page goes away, with the reader's
// own session (reader-session.ts): events count only for books pushed to a reader.
import { readerToken } from "../reader-session.ts";
import { localEventQueue } from "./event-queue.ts";
import { startEventSender } from "./event-sender.ts";
import { type ReadingRecorder, startRecorder } from "./reading-recorder.ts";

export interface ReadingEvents {
  recorder: ReadingRecorder;
  stop(): void;
}

export function startReadingEvents(edition: { bookOid: string; editionOid: string }): ReadingEvents {
  const queue = localEventQueue();
  const sender = startEventSender({ queue, token: readerToken });
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
