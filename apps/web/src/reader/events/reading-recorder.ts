// What a reader does with the open file, as reading events (issue 18 §3): the file opened and the
// time it was really read — counted only while the page is visible and the reader did something in
// the last IDLE_MS (an idle or hidden tab's clock stands still) — media played and how far, quiz
// answers, 3D models and documents opened, links followed. Events go to the queue (event-queue.ts)
// and the sender (event-sender.ts) sends them in the background; nothing here waits for the network.
import type { ReadingEventKind } from "@textbook/shared";
import { type EventQueue, newClientId } from "./event-queue.ts";

export const IDLE_MS = 60_000;
/** Visible time is counted per second and written as one FILE_TIME at most this often. */
export const TIME_SLICE_MS = 15_000;
const TICK_MS = 1000;
const INPUT_EVENTS = ["pointerdown", "keydown", "scroll", "wheel", "touchstart", "mousemove"] as const;

export interface RecorderOptions {
  bookOid: string;
  editionOid: string;
  queue: EventQueue;
  /** Called after events were queued when the page goes away (the sender's keepalive flush). */
  onPageHide?(): void;
  now?(): number;
}

export interface ReadingRecorder {
  openFile(fileOid: string): void;
  closeFile(): void;
  block(
    kind: ReadingEventKind,
    blockOid: string | null,
    amount?: number,
    detail?: Record<string, unknown>,
  ): void;
  stop(): void;
}

export function startRecorder(options: RecorderOptions): ReadingRecorder {
  const now = options.now ?? Date.now;
  let fileOid: string | null = null;
  let lastInput = now();
  let counted = 0;
  let lastSlice = now();

  const record = (
    kind: ReadingEventKind,
    extra: { blockOid?: string; amount?: number; detail?: Record<string, unknown> } = {},
  ) => {
    if (!fileOid) return;
    options.queue.push({
      clientId: newClientId(),
      kind,
      bookOid: options.bookOid,
      editionOid: options.editionOid,
      fileOid,
      amount: Math.max(0, Math.round(extra.amount ?? 0)),
      occurredAt: new Date(now()).toISOString(),
      ...(extra.blockOid ? { blockOid: extra.blockOid } : {}),
      ...(extra.detail ? { detail: extra.detail } : {}),
    });
  };
  const writeTime = () => {
    if (counted > 0) record("FILE_TIME", { amount: counted });
    counted = 0;
    lastSlice = now();
  };
  const active = () => document.visibilityState === "visible" && now() - lastInput <= IDLE_MS;
  const tick = setInterval(() => {
    if (fileOid && active()) counted += 1;
    if (now() - lastSlice >= TIME_SLICE_MS) writeTime();
  }, TICK_MS);
  const onInput = () => {
    lastInput = now();
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") writeTime();
    else lastInput = now();
  };
  const onPageHide = () => {
    writeTime();
    options.onPageHide?.();
  };
  for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", onPageHide);

  return {
    openFile(next) {
      writeTime();
      fileOid = next;
      lastInput = now();
      record("FILE_OPEN");
    },
    closeFile() {
      writeTime();
      fileOid = null;
    },
    block(kind, blockOid, amount = 0, detail) {
      record(kind, { ...(blockOid ? { blockOid } : {}), amount, ...(detail ? { detail } : {}) });
    },
    stop() {
      writeTime();
      clearInterval(tick);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
    },
  };
}
