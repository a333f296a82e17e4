import "fake-indexeddb/auto";
import { expect, test } from "vitest";
import {
  acknowledged,
  newestContent,
  openSaveQueue,
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
