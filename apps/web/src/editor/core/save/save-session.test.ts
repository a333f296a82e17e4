import {
  type Ack,
  type DocumentJson,
  type JoinedFile,
  SAVE_SOCKET_TIMERS,
  type SaveContent,
  type SavedContent,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { fakeSaveChannel, joined } from "./fake-save-channel.ts";
import { type QueueEntry, queueKey, type SaveQueue, withEdit } from "./save-queue.ts";
import { SaveSession } from "./save-session.ts";

const address = { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" };
const doc = (text: string): DocumentJson => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});
const timers = { autoSaveDelayMs: 1_500, lockRenewMs: 20_000 };
const writer = { userOid: "u2", fullName: "王编辑" };

function memoryQueue(initial: QueueEntry[] = []): SaveQueue & { entries: Map<string, QueueEntry> } {
  const entries = new Map(initial.map((entry) => [entry.key, entry]));
  return {
    entries,
    read: async (key) => entries.get(key),
    write: async (entry) => void entries.set(entry.key, entry),
    remove: async (key) => void entries.delete(key),
    removeUser: async (userOid) => {
      for (const key of entries.keys()) if (key.startsWith(`${userOid}/`)) entries.delete(key);
    },
  };
}

const saved = (version: number, duplicate = false): Ack<SavedContent> => ({
  ok: true,
  data: { version, duplicate },
});

let fake: ReturnType<typeof fakeSaveChannel>;
let queue: ReturnType<typeof memoryQueue>;
let shown: { content: DocumentJson; origin: string }[];
let editorDoc: DocumentJson;

async function open(entries: QueueEntry[] = []) {
  queue = memoryQueue(entries);
  const session = new SaveSession({
    channel: fake.channel,
    queue,
    address,
    userOid: "u1",
    show: (content, origin) => shown.push({ content, origin }),
    timers,
  });
  session.setDraftSource(() => editorDoc);
  await session.start();
  return session;
}

/** Opens the session on a connected channel and lets the server's join answer arrive. */
async function joinedSession(answer: Partial<JoinedFile> = {}, entries: QueueEntry[] = []) {
  fake.autoAnswer.set("join-file", () => joined(answer));
  const session = await open(entries);
  fake.connect();
  await settle();
  return session;
}

/** The author types, then pauses long enough for the auto-save. */
async function typeAndPause(session: SaveSession, text: string) {
  editorDoc = doc(text);
  session.changed();
  await vi.advanceTimersByTimeAsync(timers.autoSaveDelayMs);
}

/** What a reload finds in the browser queue: an edit made on `baseVersion`, not yet sent. */
function queuedEdit(text: string, baseVersion: number): QueueEntry {
  const empty = { key: queueKey("u1", "f"), address, inFlight: null, pending: null, updatedAt: 0 };
  return withEdit(empty, doc(text), baseVersion);
}

/** The nth save sent. */
function saveSent(index = 0): SaveContent {
  const request = fake.sent("save-content")[index];
  if (!request) throw new Error(`no save number ${index}`);
  return request.payload as SaveContent;
}

/** Lets the promise chains of a request answer run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  fake = fakeSaveChannel();
  shown = [];
  editorDoc = doc("");
});
afterEach(() => vi.useRealTimers());

test("joining a file shows the server's content and lets the lock holder edit", async () => {
  fake.autoAnswer.set("join-file", () => joined({ content: doc("stored"), version: 3 }));
  const session = await open();
  expect(session.getState()).toMatchObject({ connection: "connecting", mode: "loading" });
  fake.connect();
  await settle();
  expect(shown).toEqual([{ content: doc("stored"), origin: "server" }]);
  expect(session.getState()).toMatchObject({
    connection: "online",
    mode: "edit",
    version: 3,
    unsaved: false,
  });
});

test("typing saves once it pauses, with the version it was made on; the answer empties the queue", async () => {
  const session = await joinedSession();

  editorDoc = doc("he");
  session.changed();
  await vi.advanceTimersByTimeAsync(1_000);
  editorDoc = doc("hello");
  session.changed();
  expect(session.getState().unsaved).toBe(true);
  await vi.advanceTimersByTimeAsync(1_499);
  expect(fake.sent("save-content")).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1);

  const [save] = fake.sent("save-content");
  const payload = saveSent();
  expect(payload).toMatchObject({ ...address, baseVersion: 3, content: doc("hello") });
  expect(queue.entries.get(queueKey("u1", "f"))?.inFlight?.clientSaveId).toBe(payload.clientSaveId);

  save?.answer(saved(4));
  await settle();
  expect(session.getState()).toMatchObject({ version: 4, unsaved: false });
  expect(queue.entries.size).toBe(0);
});

test("edits typed while a save is on its way follow it on the new version", async () => {
  const session = await joinedSession();
  await typeAndPause(session, "a");
  await typeAndPause(session, "ab");
  expect(fake.sent("save-content")).toHaveLength(1);

  fake.sent("save-content")[0]?.answer(saved(4));
  await settle();
  const second = saveSent(1);
  expect(second).toMatchObject({ baseVersion: 4, content: doc("ab") });
});

test("offline edits wait in the queue and go out after the reconnect", async () => {
  const session = await joinedSession();
  fake.disconnect();
  expect(session.getState().connection).toBe("offline");

  await typeAndPause(session, "offline text");
  expect(fake.sent("save-content")).toHaveLength(0);
  expect(queue.entries.get(queueKey("u1", "f"))?.pending?.content).toEqual(doc("offline text"));
  expect(session.getState()).toMatchObject({ connection: "offline", unsaved: true });

  fake.connect();
  await settle();
  expect(saveSent().content).toEqual(doc("offline text"));
  // The editor already shows these edits: the re-join does not reset it.
  expect(shown).toHaveLength(1);
});

test("after a reload the queued edits are shown and sent", async () => {
  const queued = queuedEdit("unsent", 3);
  const session = await joinedSession({ content: doc("stored"), version: 3 }, [queued]);
  expect(shown).toEqual([{ content: doc("unsent"), origin: "local" }]);
  expect(session.getState().unsaved).toBe(true);
  expect(saveSent().clientSaveId).toBe(queued.pending?.clientSaveId);
});

test("a save whose answer was lost is re-sent with the same id; the server's repeat answer clears it", async () => {
  const session = await joinedSession();
  await typeAndPause(session, "x");
  const first = saveSent();

  fake.disconnect();
  fake.connect();
  await settle();
  const again = fake.sent("save-content")[1];
  expect(again?.payload).toEqual(first);
  again?.answer(saved(4, true));
  await settle();
  expect(session.getState()).toMatchObject({ unsaved: false, version: 4 });
});

test("an acknowledgement that never comes counts as error.client.timeout and the save goes again", async () => {
  const session = await joinedSession();
  await typeAndPause(session, "x");
  fake.sent("save-content")[0]?.answer({ ok: false, errorCode: "error.client.timeout", message: "" });
  await settle();
  expect(session.getState().saveError).toBe("error.client.timeout");
  const [first, second] = fake.sent("save-content");
  expect(second?.payload).toEqual(first?.payload);
});

test("queued edits made on a version someone else replaced wait for the author's choice", async () => {
  const queued = queuedEdit("mine", 2);
  const session = await joinedSession({ content: doc("theirs"), version: 3 }, [queued]);
  expect(session.getState()).toMatchObject({ mode: "edit", conflict: true });
  expect(fake.sent("save-content")).toHaveLength(0);

  session.resolveConflict(true);
  await settle();
  expect(fake.sent("save-content")[0]?.payload).toMatchObject({ baseVersion: 3, content: doc("mine") });
});

test("dropping local edits after a conflict shows the server's content again", async () => {
  const queued = queuedEdit("mine", 2);
  const session = await joinedSession({ content: doc("theirs"), version: 3 }, [queued]);
  session.resolveConflict(false);
  await settle();
  expect(shown.at(-1)).toEqual({ content: doc("theirs"), origin: "server" });
  expect(queue.entries.size).toBe(0);
  expect(session.getState()).toMatchObject({ conflict: false, unsaved: false });
});

test("a refused save keeps the edit queued and says why", async () => {
  const session = await joinedSession();
  await typeAndPause(session, "bad");
  fake
    .sent("save-content")[0]
    ?.answer({ ok: false, errorCode: "error.argument.illegal", message: "参数错误" });
  await settle();
  expect(session.getState()).toMatchObject({
    saveError: "error.argument.illegal",
    unsaved: true,
    mode: "edit",
  });
  expect(queue.entries.get(queueKey("u1", "f"))?.inFlight?.content).toEqual(doc("bad"));
});

test("the lock holder renews its lock while it edits", async () => {
  fake.autoAnswer.set("renew-lock", () => ({ ok: true, data: null }));
  await joinedSession();
  await vi.advanceTimersByTimeAsync(40_000);
  expect(fake.sent("renew-lock")).toHaveLength(2);
});

test("a committed chapter opens read-only with error.file.committed", async () => {
  const session = await joinedSession({ mode: "read", readOnlyReason: "error.file.committed" });
  expect(session.getState()).toMatchObject({ mode: "read", notice: "error.file.committed" });
  session.changed();
  await vi.advanceTimersByTimeAsync(1_500);
  expect(fake.sent("save-content")).toHaveLength(0);
});

test("takeover: the reader asks, waits, is refreshed by the writer's saves, then may edit", async () => {
  const session = await joinedSession({ mode: "read", holder: writer, version: 3 });
  expect(session.getState()).toMatchObject({
    mode: "read",
    notice: "error.editing-file.failed",
    holder: writer,
  });

  fake.autoAnswer.set("request-takeover", () => ({
    ok: false,
    errorCode: "error.writing-file.waiting",
    message: "请等待正在编辑该文件的用户保存",
  }));
  await session.requestTakeover();
  expect(session.getState()).toMatchObject({ mode: "waiting", notice: "error.writing-file.waiting" });

  fake.fire("content-saved", { fileOid: "f", version: 4, content: doc("their last words") });
  expect(shown.at(-1)).toEqual({ content: doc("their last words"), origin: "remote" });

  fake.fire("lock-granted", { fileOid: "f", version: 4 });
  expect(session.getState()).toMatchObject({ mode: "edit", notice: null, holder: null, version: 4 });
});

const GRACE_MS = 15_000;
const handedOver = (passed: boolean) => () => ({ ok: true as const, data: { passed } });

test("takeover: the holder saves at once, keeps typing, and on 立即移交 stops typing, saves the rest, then reads", async () => {
  const session = await joinedSession();
  editorDoc = doc("typed just now");
  session.changed();

  fake.fire("takeover-requested", { fileOid: "f", requester: writer, graceMs: GRACE_MS });
  expect(session.getState()).toMatchObject({
    mode: "edit",
    takeoverBy: writer,
    lockMovesAt: Date.now() + GRACE_MS,
    handingOver: false,
  });
  expect(saveSent().content).toEqual(doc("typed just now"));
  fake.sent("save-content")[0]?.answer(saved(4));
  await settle();

  // The writer goes on: a save no longer gives the lock away.
  await typeAndPause(session, "typed while asked");
  expect(saveSent(1).content).toEqual(doc("typed while asked"));
  editorDoc = doc("the last words");
  session.changed();

  fake.autoAnswer.set("hand-over", handedOver(true));
  const handing = session.handOver();
  expect(session.getState().handingOver).toBe(true);
  fake.sent("save-content")[1]?.answer(saved(5));
  await settle();
  // Only once everything typed is acknowledged does the lock move.
  expect(fake.sent("hand-over")).toHaveLength(0);
  expect(saveSent(2).content).toEqual(doc("the last words"));
  fake.sent("save-content")[2]?.answer(saved(6));
  await settle();
  expect(fake.sent("hand-over")).toHaveLength(1);
  fake.fire("lock-lost", { fileOid: "f", errorCode: "error.writing-file-waiting.evict", holder: writer });
  await handing;
  expect(session.getState()).toMatchObject({
    mode: "read",
    notice: "error.writing-file-waiting.evict",
    holder: writer,
    takeoverBy: null,
    lockMovesAt: null,
    handingOver: false,
    unsaved: false,
  });
});

test("takeover: without an answer the holder hands over by itself when its grace ends", async () => {
  const session = await joinedSession();
  fake.autoAnswer.set("hand-over", handedOver(true));
  fake.fire("takeover-requested", { fileOid: "f", requester: writer, graceMs: GRACE_MS });
  await vi.advanceTimersByTimeAsync(GRACE_MS - 1);
  expect(fake.sent("hand-over")).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(fake.sent("hand-over")).toHaveLength(1);
  expect(session.getState().handingOver).toBe(true);
});

test("takeover: a withdrawn request, or nobody left waiting, lets the writer go on", async () => {
  const session = await joinedSession();
  fake.fire("takeover-requested", { fileOid: "f", requester: writer, graceMs: GRACE_MS });
  fake.fire("takeover-withdrawn", { fileOid: "f" });
  expect(session.getState()).toMatchObject({ mode: "edit", takeoverBy: null, lockMovesAt: null });
  await vi.advanceTimersByTimeAsync(GRACE_MS);
  expect(fake.sent("hand-over")).toHaveLength(0);

  fake.fire("takeover-requested", { fileOid: "f", requester: writer, graceMs: GRACE_MS });
  fake.autoAnswer.set("hand-over", handedOver(false));
  await session.handOver();
  expect(session.getState()).toMatchObject({ mode: "edit", takeoverBy: null, handingOver: false });
});

test("a reader kept out by a writer joins again when the writer leaves, and edits", async () => {
  const session = await joinedSession({ mode: "read", holder: writer, version: 3 });
  fake.autoAnswer.set("join-file", () => joined({ mode: "edit", version: 4, content: doc("left behind") }));
  fake.fire("lock-released", { fileOid: "f" });
  await settle();
  expect(session.getState()).toMatchObject({ mode: "edit", holder: null, notice: null, version: 4 });
  expect(shown.at(-1)).toEqual({ content: doc("left behind"), origin: "server" });
});

test("the waiter is told the latest moment the lock reaches it", async () => {
  const session = await joinedSession({ mode: "read", holder: writer });
  fake.autoAnswer.set("request-takeover", () => ({
    ok: false,
    errorCode: "error.writing-file.waiting",
    message: "",
  }));
  await session.requestTakeover();
  expect(session.getState().lockMovesAt).toBe(
    Date.now() + SAVE_SOCKET_TIMERS.takeoverGraceMs + SAVE_SOCKET_TIMERS.takeoverSlackMs,
  );
});

test("events about other files are ignored", async () => {
  const session = await joinedSession({ mode: "read", holder: writer });
  fake.fire("lock-granted", { fileOid: "other", version: 9 });
  fake.fire("content-saved", { fileOid: "other", version: 9, content: doc("no") });
  expect(session.getState().mode).toBe("read");
  expect(shown).toHaveLength(1);
});

test("before-save-custom-style: the editor saves, then answers start-save-custom-style", async () => {
  fake.autoAnswer.set("save-content", () => saved(4));
  fake.autoAnswer.set("start-save-custom-style", () => ({ ok: true, data: null }));
  const session = await joinedSession();
  editorDoc = doc("styled");
  session.changed();
  fake.fire("before-save-custom-style", { bookOid: "b" });
  await settle();
  expect(fake.sent("save-content")).toHaveLength(1);
  expect(fake.sent("start-save-custom-style")[0]?.payload).toEqual({ saveContentResult: true, result: true });
});

test("a join refused with an editing code fails with that code", async () => {
  fake.autoAnswer.set("join-file", () => ({ ok: false, errorCode: "error.book.file.invalid", message: "" }));
  const session = await open();
  fake.connect();
  await settle();
  expect(session.getState()).toMatchObject({ mode: "failed", notice: "error.book.file.invalid" });
});

test("leaving saves what is left, then gives the lock back", async () => {
  fake.autoAnswer.set("save-content", () => saved(4));
  fake.autoAnswer.set("leave-file", () => ({ ok: true, data: null }));
  const session = await joinedSession();
  editorDoc = doc("last");
  session.changed();
  await session.stop();
  expect(fake.requests.map((request) => request.event)).toEqual(["join-file", "save-content", "leave-file"]);
});

test("a save refused as stale keeps the edits and asks the author, on the stored version", async () => {
  let version = 3;
  // Read at each join: the re-join after the refusal finds the version someone else stored.
  fake.autoAnswer.set("join-file", () => joined({ content: doc("theirs"), version }));
  const session = await open();
  fake.connect();
  await settle();
  await typeAndPause(session, "mine");
  version = 5;
  fake.sent("save-content")[0]?.answer({ ok: false, errorCode: "error.content.versionStale", message: "" });
  await settle();
  expect(session.getState()).toMatchObject({
    conflict: true,
    version: 5,
    saveError: "error.content.versionStale",
  });
  expect(fake.sent("save-content")).toHaveLength(1);

  session.resolveConflict(true);
  await settle();
  expect(saveSent(1)).toMatchObject({ baseVersion: 5, content: doc("mine") });
});

test("asking for a lock nobody holds any more waits for its lock-granted; a refusal says why", async () => {
  const session = await joinedSession({ mode: "read", holder: writer });
  fake.autoAnswer.set("request-takeover", () => ({ ok: true, data: null }));
  await session.requestTakeover();
  expect(session.getState().mode).toBe("waiting");

  fake.fire("lock-lost", { fileOid: "f", errorCode: "error.editing-file.failed", holder: writer });
  fake.autoAnswer.set("request-takeover", () => ({
    ok: false,
    errorCode: "error.file.committed",
    message: "",
  }));
  await session.requestTakeover();
  expect(session.getState()).toMatchObject({ mode: "read", notice: "error.file.committed" });
});

test("a page going away puts what was typed into the queue at once, without waiting for the pause", async () => {
  const session = await joinedSession();
  editorDoc = doc("typed just before the reload");
  session.changed();
  session.keepLocally();
  await settle();
  expect(queue.entries.get(queueKey("u1", "f"))?.inFlight?.content).toEqual(
    doc("typed just before the reload"),
  );
  expect(fake.sent("save-content")).toHaveLength(1);
});

test("access-ended for this file: read-only with the server's code, no more renewing, no re-join", async () => {
  fake.autoAnswer.set("renew-lock", () => ({ ok: true, data: null }));
  const session = await joinedSession();
  await typeAndPause(session, "typed before the removal");
  fake.fire("access-ended", { fileOid: "other", errorCode: "error.permission.denied" });
  expect(session.getState().mode).toBe("edit");
  fake.fire("access-ended", { fileOid: "f", errorCode: "error.permission.denied" });
  expect(session.getState()).toMatchObject({ mode: "failed", notice: "error.permission.denied" });
  fake.fire("content-saved", { fileOid: "f", version: 9, content: doc("never shown") });
  expect(shown).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(timers.lockRenewMs * 2);
  expect(fake.sent("renew-lock")).toHaveLength(0);
  fake.disconnect();
  fake.connect();
  await settle();
  expect(fake.sent("join-file")).toHaveLength(1);
});

test("access-ended for the session (logout elsewhere): failed with error.token.invalid", async () => {
  const session = await joinedSession();
  fake.fire("access-ended", { fileOid: null, errorCode: "error.token.invalid" });
  fake.disconnect();
  expect(session.getState()).toMatchObject({ mode: "failed", notice: "error.token.invalid" });
});
