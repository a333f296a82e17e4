// @vitest-environment jsdom
// The reader's reading events: visible time counted only while the page is visible and the reader
// active, the queue surviving a reload, and the background sender (batches, keepalive, retries).
import { READING_EVENT_BATCH_MAX } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localEventQueue, QUEUE_KEY, QUEUE_MAX, type QueuedEvent } from "./event-queue.ts";
import { SEND_INTERVAL_MS, startEventSender } from "./event-sender.ts";
import { IDLE_MS, startRecorder } from "./reading-recorder.ts";

let visibility: DocumentVisibilityState = "visible";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-02T08:00:00Z") });
  localStorage.clear();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
};

function recorder() {
  const queue = localEventQueue();
  const onPageHide = vi.fn();
  const started = startRecorder({ bookOid: "b1", editionOid: "e1", queue, onPageHide });
  return { queue, started, onPageHide };
}

const fileTimes = (events: QueuedEvent[]) =>
  events.filter((event) => event.kind === "FILE_TIME").reduce((sum, event) => sum + event.amount, 0);

describe("reading recorder", () => {
  it("records the file opened and its visible time in slices", () => {
    const { queue, started } = recorder();
    started.openFile("f1");
    vi.advanceTimersByTime(30_000);
    const events = queue.peek(100);
    expect(events[0]).toMatchObject({ kind: "FILE_OPEN", bookOid: "b1", editionOid: "e1", fileOid: "f1" });
    expect(fileTimes(events)).toBe(30);
    started.stop();
  });

  it("stops the clock while the page is hidden and after a minute without input", () => {
    const { queue, started } = recorder();
    started.openFile("f1");
    vi.advanceTimersByTime(10_000);
    setVisibility("hidden");
    vi.advanceTimersByTime(120_000);
    setVisibility("visible");
    vi.advanceTimersByTime(IDLE_MS + 120_000);
    // 10 s before hiding, then a minute after coming back, then idle.
    expect(fileTimes(queue.peek(100))).toBe(10 + 60);
    window.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(5_000);
    started.closeFile();
    expect(fileTimes(queue.peek(100))).toBe(10 + 60 + 5);
    started.stop();
  });

  it("writes the time and asks for a send when the page goes away", () => {
    const { queue, started, onPageHide } = recorder();
    started.openFile("f1");
    vi.advanceTimersByTime(4_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(fileTimes(queue.peek(100))).toBe(4);
    expect(onPageHide).toHaveBeenCalledOnce();
    started.stop();
  });

  it("records block events under the open file, none without one", () => {
    const { queue, started } = recorder();
    started.block("MEDIA_PLAY", "v1", 500);
    started.openFile("f2");
    started.block("MEDIA_PLAY", "v1", 500);
    expect(queue.peek(100).map((event) => [event.kind, event.fileOid, event.blockOid ?? null])).toEqual([
      ["FILE_OPEN", "f2", null],
      ["MEDIA_PLAY", "f2", "v1"],
    ]);
    started.stop();
  });
});

describe("event queue", () => {
  it("survives a reload and keeps the newest events past its bound", () => {
    const queue = localEventQueue();
    for (let i = 0; i < QUEUE_MAX + 5; i += 1) {
      queue.push({
        clientId: `c${i}`,
        kind: "FILE_OPEN",
        bookOid: "b",
        editionOid: "e",
        fileOid: "f",
        amount: 0,
        occurredAt: "",
      });
    }
    const again = localEventQueue();
    expect(again.size()).toBe(QUEUE_MAX);
    expect(again.peek(1)[0]?.clientId).toBe("c5");
    localStorage.setItem(QUEUE_KEY, "{not json");
    expect(localEventQueue().size()).toBe(0);
  });
});

describe("event sender", () => {
  const fill = (n: number) => {
    const queue = localEventQueue();
    for (let i = 0; i < n; i += 1) {
      queue.push({
        clientId: `c${i}`,
        kind: "FILE_OPEN",
        bookOid: "b",
        editionOid: "e",
        fileOid: "f",
        amount: 0,
        occurredAt: "",
      });
    }
    return queue;
  };

  it("sends batches of at most 200 every interval and forgets what arrived", async () => {
    const queue = fill(250);
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    const sender = startEventSender({ queue, token: () => "t", fetch });
    await vi.advanceTimersByTimeAsync(SEND_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/reader/events");
    expect(JSON.parse(String(init.body)).events).toHaveLength(READING_EVENT_BATCH_MAX);
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer t");
    await vi.advanceTimersByTimeAsync(SEND_INTERVAL_MS);
    expect(queue.size()).toBe(0);
    sender.stop();
  });

  it("keeps the events when offline or the server fails, drops a malformed batch, waits without a token", async () => {
    const queue = fill(3);
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError("offline");
    });
    const sender = startEventSender({ queue, token: () => "t", fetch });
    await sender.flush();
    expect(queue.size()).toBe(3);
    fetch.mockImplementationOnce(async () => new Response("{}", { status: 503 }));
    await sender.flush();
    expect(queue.size()).toBe(3);
    fetch.mockImplementationOnce(async () => new Response("{}", { status: 400 }));
    await sender.flush({ keepalive: true });
    expect((fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1].keepalive).toBe(true);
    expect(queue.size()).toBe(0);
    sender.stop();
    const waiting = fill(1);
    const none = vi.fn();
    const idle = startEventSender({ queue: waiting, token: () => null, fetch: none });
    await idle.flush();
    expect(none).not.toHaveBeenCalled();
    idle.stop();
  });
});
