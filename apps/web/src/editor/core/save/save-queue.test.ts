import "fake-indexeddb/auto";
import { expect, test } from "vitest";
import {
  acknowledged,
  newestContent,
  openSaveQueue,
  ownDraftsOnly,
  promoted,
  type QueueEntry,
  queueKey,
  rebased,
  withEdit,
} from "./save-queue.ts";

const address = { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" };
const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});
const empty = (): QueueEntry => ({
  key: queueKey("u1", "f"),
  address,
  inFlight: null,
  pending: null,
  updatedAt: 0,
});

test("an entry survives a new connection to the database (a reload) and is keyed by user and file", async () => {
  const entry = withEdit(empty(), doc("hello"), 3);
  await openSaveQueue().write(entry);

  const reopened = openSaveQueue();
  const read = await reopened.read(queueKey("u1", "f"));
  expect(read?.pending?.content).toEqual(doc("hello"));
  expect(read?.pending?.baseVersion).toBe(3);
  expect(await reopened.read(queueKey("u2", "f"))).toBeUndefined();

  await reopened.remove(queueKey("u1", "f"));
  expect(await openSaveQueue().read(queueKey("u1", "f"))).toBeUndefined();
});

test("a new edit replaces the waiting one with a new save id; the one sent is kept unchanged", () => {
  const first = promoted(withEdit(empty(), doc("a"), 3));
  const sent = first.inFlight;
  const second = withEdit(withEdit(first, doc("ab"), 3), doc("abc"), 3);
  expect(second.inFlight).toBe(sent);
  expect(second.pending?.content).toEqual(doc("abc"));
  expect(second.pending?.clientSaveId).not.toBe(sent?.clientSaveId);
  expect(newestContent(second)).toEqual(doc("abc"));
  // Only one snapshot is ever on its way.
  expect(promoted(second)).toBe(second);
});

test("an acknowledgement moves the waiting edit on to the new version, or empties the entry", () => {
  const sentOnly = promoted(withEdit(empty(), doc("a"), 3));
  const id = sentOnly.inFlight?.clientSaveId ?? "";
  expect(acknowledged(sentOnly, id, 4)).toBeNull();

  const withWaiting = withEdit(sentOnly, doc("ab"), 3);
  const next = acknowledged(withWaiting, id, 4);
  expect(next?.inFlight).toBeNull();
  expect(next?.pending?.baseVersion).toBe(4);
  expect(next?.pending?.content).toEqual(doc("ab"));

  // An answer for a save that is no longer the one on its way changes nothing.
  expect(acknowledged(withWaiting, "other", 9)).toBe(withWaiting);
});

test("keeping local edits after a conflict re-sends the newest content on the server's version", () => {
  const entry = withEdit(promoted(withEdit(empty(), doc("a"), 3)), doc("ab"), 3);
  const kept = rebased(entry, 7);
  expect(kept.inFlight).toBeNull();
  expect(kept.pending?.content).toEqual(doc("ab"));
  expect(kept.pending?.baseVersion).toBe(7);
  expect(kept.pending?.clientSaveId).not.toBe(entry.pending?.clientSaveId);
});

test("a logout removes that user's drafts only", async () => {
  const queue = openSaveQueue();
  const entryOf = (user: string, file: string) => ({
    ...withEdit(empty(), doc(file), 1),
    key: queueKey(user, file),
  });
  for (const [user, file] of [
    ["u7", "f"],
    ["u7", "g"],
    ["u70", "f"],
    ["u8", "f"],
  ] as const) {
    await queue.write(entryOf(user, file));
  }
  await queue.removeUser("u7");
  expect(await queue.read(queueKey("u7", "f"))).toBeUndefined();
  expect(await queue.read(queueKey("u7", "g"))).toBeUndefined();
  expect((await queue.read(queueKey("u70", "f")))?.key).toBe("u70/f");
  expect((await queue.read(queueKey("u8", "f")))?.key).toBe("u8/f");
});

test("drafts are written only for the user logged in now", async () => {
  let user: string | null = "u9";
  const queue = ownDraftsOnly(openSaveQueue(), () => user);
  const entry = { ...withEdit(empty(), doc("mine"), 1), key: queueKey("u9", "f") };
  await queue.write(entry);
  expect((await queue.read(entry.key))?.key).toBe("u9/f");
  await queue.write({ ...entry, key: queueKey("u5", "f") });
  expect(await queue.read(queueKey("u5", "f"))).toBeUndefined();
  user = null;
  await queue.removeUser("u9");
  await queue.write(entry);
  expect(await queue.read(entry.key)).toBeUndefined();
});
