// The save socket (content §4, §7, §8; DESIGN §6): typed event maps used by the server
// (apps/server/src/realtime/) and the browser (apps/web/src/editor/core/save/). socket.io namespace
// SAVE_NAMESPACE on the path SAVE_SOCKET_PATH; the handshake carries `auth: { token }`, and the
// engine's first request the same token as `Authorization: Bearer` (nothing is read from a client
// without a live session).
//
// One writer per file. Joining a file answers the content and whether the caller holds the edit
// lock ("edit") or sees it read-only ("read", with who holds it). A reader may ask to take over:
// the holder hears `takeover-requested` and may accept at once or let its grace run out; either
// way its editor stops taking keystrokes, saves everything, then sends `hand-over` (the server
// passes the lock anyway a little after the grace, for a holder gone silent). The holder gets
// `lock-lost` with error.writing-file-waiting.evict, the waiter `lock-granted`. A holder who leaves
// gives the lock to its waiter, or frees it and its readers hear `lock-released`.
// Saves carry the version they were made on; the server writes, commits, then acknowledges with
// the new version. Anything refused keeps the stored content unchanged.
import { z } from "zod";
import { zOid, zVersion } from "../validation/zod.ts";

export const SAVE_NAMESPACE = "/save";
export const SAVE_SOCKET_PATH = "/api/socket.io";

/**
 * The handshake's `auth`. `clientId` names the browser tab (kept in sessionStorage, so a reload
 * keeps it): the lock belongs to the session and that tab, so a reconnecting or reloaded tab takes
 * its lock back at once, while a second tab of the same session reads only.
 */
export interface SaveSocketAuth {
  token: string;
  clientId?: string;
}

/** Content §9 socket timers: reconnect when no ping arrives in time. */
export const SAVE_SOCKET_TIMERS = {
  afterConnectMs: 40_000,
  afterPingMs: 60_000,
  /** How long the client waits for an acknowledgement before the emit counts as timed out. */
  ackTimeoutMs: 20_000,
  /** The holder renews its lock this often; a lock not renewed for `lockTtlMs` expires. */
  lockRenewMs: 20_000,
  lockTtlMs: 60_000,
  /** Typing pauses this long before an automatic save. */
  autoSaveDelayMs: 1_500,
  /** After `takeover-requested`, the holder's editor hands the lock over by itself after this long. */
  takeoverGraceMs: 15_000,
  /** A holder whose own hand-over has not come this long after its grace loses the lock anyway. */
  takeoverSlackMs: 5_000,
  /** How long the server waits for the writers' `start-save-custom-style` answers. */
  customStyleSaveTimeoutMs: 10_000,
  /** The server checks each socket's session and its right to every joined file this often. */
  accessCheckMs: 5_000,
  /** socket.io's heartbeat: a peer silent for pingInterval + pingTimeout counts as gone. */
  pingIntervalMs: 10_000,
  pingTimeoutMs: 10_000,
} as const;

export const SAVE_CONTENT_LIMITS = {
  /** A document's JSON above this size is refused (error.content.tooLarge) and nothing is stored. */
  maxContentBytes: 10 * 1024 * 1024,
  /** An SVG stored through POST .../svg-contents. */
  maxSvgChars: 2 * 1024 * 1024,
} as const;

/** Editing error codes of shell §8 / content §8, answered in acknowledgements and events. */
export const SAVE_ERROR_CODES = [
  "error.permission.denied",
  "error.token.invalid",
  "error.book.invalid",
  "error.book.file.invalid",
  "error.argument.illegal",
  "error.client.timeout",
  "error.event.timeout",
  "error.book.customStyleInProgress",
  "error.book.noteTitleTaskInProgress",
  "error.book.updateReferenceTaskInProgress",
  "error.writing-file.waiting",
  "error.editing-file.failed",
  "error.writing-file-waiting.evict",
  "error.editing-custom-style.failed",
  "error.chapter.invalid",
  "error.section.invalid",
  "error.file.committed",
  // Not in the spec's list: a save made on an older version than the stored one (the client
  // reloads and re-applies), a document over SAVE_CONTENT_LIMITS, and a locked or inactive book
  // (read-only for everyone; error.permission.denied would send the user after rights instead).
  "error.content.versionStale",
  "error.content.tooLarge",
  "error.book.locked",
] as const;
export type SaveErrorCode = (typeof SAVE_ERROR_CODES)[number];

/** ProseMirror JSON; its shape is checked against packages/schema on the server. */
export const documentJsonSchema = z.record(z.string(), z.unknown());
export type DocumentJson = z.infer<typeof documentJsonSchema>;

/** The address of a content file, as the editor route names it. */
export const fileAddressSchema = z.object({
  bookOid: zOid,
  chapterOid: zOid,
  sectionOid: zOid,
  fileOid: zOid,
});
export type FileAddress = z.infer<typeof fileAddressSchema>;

export const saveContentSchema = fileAddressSchema.extend({
  /** The version the edit was made on; a stale one is refused (the client reloads and re-applies). */
  baseVersion: zVersion,
  content: documentJsonSchema,
  /** Chosen by the browser; a re-sent save with the same id is answered, not applied twice. */
  clientSaveId: z.string().min(1).max(64),
});
export type SaveContent = z.infer<typeof saveContentSchema>;

export const lockHolderSchema = z.object({ userOid: z.string(), fullName: z.string() });
export type LockHolder = z.infer<typeof lockHolderSchema>;

export type Ack<T> = { ok: true; data: T } | { ok: false; errorCode: SaveErrorCode; message: string };

export interface JoinedFile {
  content: DocumentJson;
  version: number;
  mode: "edit" | "read";
  /** Who holds the lock when the caller reads only; null when the caller holds it. */
  holder: LockHolder | null;
  /** Set when the file is read-only for a reason other than another writer. */
  readOnlyReason: SaveErrorCode | null;
}

export interface SavedContent {
  version: number;
  /** True when this clientSaveId had already been applied (a re-send after a lost ack). */
  duplicate: boolean;
}

export const customStyleSaveResultSchema = z.object({
  saveContentResult: z.boolean(),
  result: z.literal(true),
});
export type CustomStyleSaveResult = z.infer<typeof customStyleSaveResultSchema>;

export interface ClientToServerEvents {
  "join-file": (address: FileAddress, ack: (answer: Ack<JoinedFile>) => void) => void;
  "leave-file": (address: FileAddress, ack: (answer: Ack<null>) => void) => void;
  "save-content": (save: SaveContent, ack: (answer: Ack<SavedContent>) => void) => void;
  /** Keeps the caller's lock alive while it edits without saving. */
  "renew-lock": (address: FileAddress, ack: (answer: Ack<null>) => void) => void;
  "request-takeover": (address: FileAddress, ack: (answer: Ack<null>) => void) => void;
  /**
   * The holder, having saved everything, gives the lock to the reader who asked. `passed` is false
   * when nobody waits any more (the holder keeps the lock).
   */
  "hand-over": (address: FileAddress, ack: (answer: Ack<{ passed: boolean }>) => void) => void;
  /** The answer to `before-save-custom-style`: the editor saved what it had. */
  "start-save-custom-style": (result: CustomStyleSaveResult, ack: (answer: Ack<null>) => void) => void;
}

export interface ServerToClientEvents {
  /** Another user asks for the lock: accept now, or hand it over after `graceMs`. */
  "takeover-requested": (payload: { fileOid: string; requester: LockHolder; graceMs: number }) => void;
  /** The reader who asked left before the lock moved: the holder keeps it. */
  "takeover-withdrawn": (payload: { fileOid: string }) => void;
  /** The writer left and nobody waited: the file's readers may join again to edit it. */
  "lock-released": (payload: { fileOid: string }) => void;
  /** This client no longer holds the lock (taken over, expired, or a whole-book task began). */
  "lock-lost": (payload: { fileOid: string; errorCode: SaveErrorCode; holder: LockHolder | null }) => void;
  /** A waiting reader now holds the lock: it may edit, starting from `version`. */
  "lock-granted": (payload: { fileOid: string; version: number }) => void;
  /** A new version was saved by the writer: readers refresh their view. */
  "content-saved": (payload: { fileOid: string; version: number; content: DocumentJson }) => void;
  /** A whole-book style save is about to start: save now and answer `start-save-custom-style`. */
  "before-save-custom-style": (payload: { bookOid: string }) => void;
  /**
   * This socket may no longer read a file it joined (`fileOid`: it left the file's room and gave up
   * its lock there), or its session ended (`fileOid` null: logout, expiry, a disabled account or
   * changed roles, error.token.invalid; the server disconnects it next).
   */
  "access-ended": (payload: { fileOid: string | null; errorCode: SaveErrorCode }) => void;
}

/** Data the server keeps per socket (socket.io's `socket.data`). */
export interface SaveSocketData {
  userOid: string;
  fullName: string;
  sessionOid: string;
  /** The edit-lock party: the session and the tab's `clientId`. */
  lockKey: string;
}
