// Edits not yet acknowledged by the server, kept in IndexedDB so they survive a reload and a lost
// connection (DESIGN §6). One entry per user and file holds at most two whole-document snapshots:
// the one sent and not yet acknowledged (`inFlight`, re-sent unchanged, so the server can tell a
// repeat by its clientSaveId) and the newest edit waiting behind it (`pending`).
import type { DocumentJson, FileAddress } from "@textbook/shared";
import { type IDBPDatabase, openDB } from "idb";

export interface QueuedSave {
  clientSaveId: string;
  content: DocumentJson;
  /** The server version this snapshot was made on. */
  baseVersion: number;
}

export interface QueueEntry {
  key: string;
  address: FileAddress;
  inFlight: QueuedSave | null;
  pending: QueuedSave | null;
  updatedAt: number;
}

export function queueKey(userOid: string, fileOid: string): string {
  return `${userOid}/${fileOid}`;
}

/** 128 random bits; getRandomValues also works on plain-HTTP intranet hosts, randomUUID does not. */
export function newSaveId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The newest content in an entry: what the editor shows after a reload. */
export function newestContent(entry: QueueEntry): DocumentJson | null {
  return (entry.pending ?? entry.inFlight)?.content ?? null;
}

/** A new edit replaces whatever was waiting; the snapshot already sent stays as it is. */
export function withEdit(entry: QueueEntry, content: DocumentJson, baseVersion: number): QueueEntry {
  return {
    ...entry,
    pending: { clientSaveId: newSaveId(), content, baseVersion },
    updatedAt: Date.now(),
  };
}

/** The waiting edit becomes the one sent (when nothing else is on its way). */
export function promoted(entry: QueueEntry): QueueEntry {
  if (entry.inFlight || !entry.pending) return entry;
  return { ...entry, inFlight: entry.pending, pending: null, updatedAt: Date.now() };
}

/**
 * The server acknowledged `clientSaveId` at `version`. A waiting edit made on the same base version
 * includes the acknowledged one (the editor only ever grows from its last state), so it moves on to
 * the new version. Returns null when nothing is left to send.
 */
export function acknowledged(entry: QueueEntry, clientSaveId: string, version: number): QueueEntry | null {
  if (entry.inFlight?.clientSaveId !== clientSaveId) return entry;
  const base = entry.inFlight.baseVersion;
  const pending = entry.pending && {
    ...entry.pending,
    baseVersion: entry.pending.baseVersion === base ? version : entry.pending.baseVersion,
  };
  if (!pending) return null;
  return { ...entry, inFlight: null, pending, updatedAt: Date.now() };
}

/** Starts again from `version` with the newest local content: the user chose to keep it. */
export function rebased(entry: QueueEntry, version: number): QueueEntry {
  const content = newestContent(entry);
  if (!content) return entry;
  return {
    ...entry,
    inFlight: null,
    pending: { clientSaveId: newSaveId(), content, baseVersion: version },
    updatedAt: Date.now(),
  };
}

export interface SaveQueue {
  read(key: string): Promise<QueueEntry | undefined>;
  write(entry: QueueEntry): Promise<void>;
  remove(key: string): Promise<void>;
  /** Drops every entry of a user: their drafts do not outlive their logout (security review F-21). */
  removeUser(userOid: string): Promise<void>;
}

/**
 * Keeps only the drafts of the user logged in now (`currentUser`): an editor still closing after a
 * logout cannot write its last draft back into the browser.
 */
export function ownDraftsOnly(queue: SaveQueue, currentUser: () => string | null): SaveQueue {
  return {
    ...queue,
    async write(entry) {
      const user = currentUser();
      if (user !== null && entry.key.startsWith(`${user}/`)) await queue.write(entry);
    },
  };
}

const DATABASE = "textbook-editor";
const STORE = "pending-saves";

/** The queue in this browser's IndexedDB. */
export function openSaveQueue(): SaveQueue {
  let database: Promise<IDBPDatabase> | null = null;
  const db = () => {
    database ??= openDB(DATABASE, 1, {
      upgrade(upgrading) {
        upgrading.createObjectStore(STORE, { keyPath: "key" });
      },
    });
    return database;
  };
  return {
    read: async (key) => (await db()).get(STORE, key),
    write: async (entry) => {
      await (await db()).put(STORE, entry);
    },
    remove: async (key) => {
      await (await db()).delete(STORE, key);
    },
    removeUser: async (userOid) => {
      // Keys are "user/file": the user's are those between "user/" and "user0" ("0" follows "/").
      await (await db()).delete(STORE, IDBKeyRange.bound(`${userOid}/`, `${userOid}0`, false, true));
    },
  };
}
