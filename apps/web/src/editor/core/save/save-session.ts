// One open file on the save socket (content §4, §7, §8; DESIGN §6): joins the file, holds or waits
// for its edit lock, saves while the author types (debounced, plus explicit flushes), keeps what the
// server has not acknowledged in the browser queue and re-sends it after a reconnect or a reload.
// A plain object with subscribe/getState, so React reads it with useSyncExternalStore and the tests
// drive it with a fake channel.
import {
  type DocumentJson,
  type FileAddress,
  type LockHolder,
  SAVE_SOCKET_TIMERS,
  type SaveErrorCode,
} from "@textbook/shared";
import type { SaveChannel } from "./save-channel.ts";
import {
  acknowledged,
  newestContent,
  promoted,
  type QueueEntry,
  queueKey,
  rebased,
  type SaveQueue,
  withEdit,
} from "./save-queue.ts";
import { INITIAL_SAVE_STATE, type SaveState } from "./save-state.ts";

export type ContentOrigin = "server" | "local" | "remote";

export interface SaveSessionOptions {
  channel: SaveChannel;
  queue: SaveQueue;
  address: FileAddress;
  userOid: string;
  /** Puts a document into the editor: the server's, the browser queue's, or a writer's new save. */
  show: (content: DocumentJson, origin: ContentOrigin) => void;
  timers?: { autoSaveDelayMs: number; lockRenewMs: number };
}

/** Codes after which this editor no longer holds the lock: it turns read-only, edits stay queued. */
const LOCK_CODES: ReadonlySet<SaveErrorCode> = new Set([
  "error.editing-file.failed",
  "error.writing-file-waiting.evict",
  "error.writing-file.waiting",
  "error.file.committed",
  "error.permission.denied",
  "error.book.locked",
  "error.book.customStyleInProgress",
  "error.book.noteTitleTaskInProgress",
  "error.book.updateReferenceTaskInProgress",
]);

/** No takeover under way (the state's takeover fields at rest). */
const NO_TAKEOVER = { takeoverBy: null, lockMovesAt: null, handingOver: false } as const;

/** How long leaving a file waits for its last save. */
export const STOP_WAIT_MS = 5_000;

export class SaveSession {
  readonly #options: SaveSessionOptions;
  readonly #key: string;
  readonly #timers: { autoSaveDelayMs: number; lockRenewMs: number };
  #state: SaveState = INITIAL_SAVE_STATE;
  #listeners = new Set<() => void>();
  #unsubscribe: (() => void)[] = [];
  #entry: QueueEntry | null = null;
  #draft: (() => DocumentJson) | null = null;
  #dirty = false;
  #shown = false;
  #stopped = false;
  /** The server ended this editor's access: a reconnect does not join again. */
  #ended = false;
  /** Bumped on every disconnect: answers to requests of an older connection are stale. */
  #connection = 0;
  #sending = false;
  #saveTimer: ReturnType<typeof setTimeout> | null = null;
  #renewTimer: ReturnType<typeof setInterval> | null = null;
  #handOverTimer: ReturnType<typeof setTimeout> | null = null;
  #writes: Promise<void> = Promise.resolve();
  #flushWaiters: ((saved: boolean) => void)[] = [];

  constructor(options: SaveSessionOptions) {
    this.#options = options;
    this.#key = queueKey(options.userOid, options.address.fileOid);
    this.#timers = options.timers ?? SAVE_SOCKET_TIMERS;
  }

  // --- reading the state -------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getState = (): SaveState => this.#state;

  #set(change: Partial<SaveState>): void {
    const unsaved = this.#dirty || this.#entry !== null;
    this.#state = { ...this.#state, unsaved, ...change };
    for (const listener of this.#listeners) listener();
  }

  // --- lifecycle ---------------------------------------------------------------------------------

  async start(): Promise<void> {
    this.#entry = (await this.#options.queue.read(this.#key)) ?? null;
    if (this.#stopped) return;
    const { channel, address } = this.#options;
    this.#unsubscribe = [
      channel.on("connect", () => this.#onConnect()),
      channel.on("disconnect", () => this.#onDisconnect()),
      channel.on("connect_error", (code) => {
        if (code) this.#set({ mode: "failed", notice: code });
        else this.#set({ connection: "offline" });
      }),
      channel.on("content-saved", (payload) => {
        if (payload.fileOid !== address.fileOid || this.#state.mode === "edit" || this.#ended) return;
        this.#options.show(payload.content, "remote");
        this.#set({ version: payload.version });
      }),
      channel.on("takeover-requested", (payload) => {
        if (payload.fileOid !== address.fileOid || this.#state.mode !== "edit") return;
        this.#cancelHandOver();
        this.#handOverTimer = setTimeout(() => void this.handOver(), payload.graceMs);
        this.#set({ takeoverBy: payload.requester, lockMovesAt: Date.now() + payload.graceMs });
        // Saved now, little is left to send when the lock moves.
        void this.flush();
      }),
      channel.on("takeover-withdrawn", (payload) => {
        if (payload.fileOid !== address.fileOid) return;
        this.#cancelHandOver();
        this.#set(NO_TAKEOVER);
      }),
      channel.on("lock-released", (payload) => {
        // Only a reader kept out by another writer joins again (and may get the lock).
        if (payload.fileOid !== address.fileOid || this.#state.mode !== "read" || !this.#state.holder) return;
        void this.#join();
      }),
      channel.on("lock-lost", (payload) => {
        if (payload.fileOid !== address.fileOid) return;
        this.#toReadOnly(payload.errorCode, payload.holder);
      }),
      channel.on("lock-granted", (payload) => {
        if (payload.fileOid !== address.fileOid) return;
        if (payload.version === this.#state.version && !this.#entry) this.#toEditing();
        else void this.#join();
      }),
      channel.on("access-ended", (payload) => {
        if (payload.fileOid !== null && payload.fileOid !== address.fileOid) return;
        this.#accessEnded(payload.errorCode);
      }),
      channel.on("before-save-custom-style", (payload) => {
        if (payload.bookOid !== address.bookOid) return;
        void this.#answerCustomStyle();
      }),
    ];
    this.#set({});
    if (channel.connected) this.#onConnect();
  }

  /** Saves what is left, then gives the lock back. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    const wasEditing = this.#state.mode === "edit";
    // A server that stays silent must not hold the page: what is unsent is in the queue anyway.
    await Promise.race([this.flush(), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
    this.#stopped = true;
    this.#stopTimers();
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#listeners.clear();
    await this.#writes;
    if (wasEditing && this.#options.channel.connected) {
      await this.#options.channel.request("leave-file", this.#options.address);
    }
  }

  // --- what the editor calls ---------------------------------------------------------------------

  /** Where the session reads the editor's document when it saves. */
  setDraftSource(source: (() => DocumentJson) | null): void {
    this.#draft = source;
  }

  /** The author changed the document: save once typing pauses. */
  changed(): void {
    if (this.#state.mode !== "edit" || this.#state.conflict) return;
    const first = !this.#dirty;
    this.#dirty = true;
    this.#cancelAutoSave();
    this.#saveTimer = setTimeout(() => {
      this.#saveTimer = null;
      this.#collect();
      this.#pump();
    }, this.#timers.autoSaveDelayMs);
    if (first) this.#set({});
  }

  /** The page is going away (reload, close): what was typed since the last pause goes to the queue. */
  keepLocally(): void {
    this.#cancelAutoSave();
    this.#collect();
    this.#pump();
  }

  /**
   * Saves now (the save button, Ctrl+S, a takeover, a whole-book style save). Resolves true once the
   * server has acknowledged everything, false when a refusal or a lost connection stops it first.
   */
  flush(): Promise<boolean> {
    this.#cancelAutoSave();
    this.#collect();
    if (!this.#entry) return Promise.resolve(true);
    if (this.#state.mode !== "edit" || this.#state.connection !== "online" || this.#state.conflict) {
      return Promise.resolve(false);
    }
    const done = new Promise<boolean>((resolve) => this.#flushWaiters.push(resolve));
    this.#pump();
    return done;
  }

  /** Asks the writer to hand over the lock (申请编辑). */
  async requestTakeover(): Promise<void> {
    const answer = await this.#options.channel.request("request-takeover", this.#options.address);
    if (this.#stopped || this.#state.mode === "edit") return;
    // The server answers error.writing-file.waiting while the writer saves (content §8), and
    // success when the lock was free; either way lock-granted follows, at the latest when the
    // server stops waiting for a silent writer.
    if (answer.ok || answer.errorCode === "error.writing-file.waiting") {
      const { takeoverGraceMs, takeoverSlackMs } = SAVE_SOCKET_TIMERS;
      this.#set({
        mode: "waiting",
        notice: "error.writing-file.waiting",
        lockMovesAt: Date.now() + takeoverGraceMs + takeoverSlackMs,
      });
    } else this.#set({ notice: answer.errorCode });
  }

  /**
   * Gives the lock to the reader who asked (the writer accepts, or its grace ran out): the editor
   * stops taking keystrokes, everything typed is saved, then the lock moves. What a failed save
   * leaves stays in the browser queue of this user.
   */
  async handOver(): Promise<void> {
    if (this.#state.mode !== "edit" || !this.#state.takeoverBy || this.#state.handingOver) return;
    this.#cancelHandOver();
    this.#set({ handingOver: true });
    await this.flush();
    if (this.#stopped || this.#state.mode !== "edit") return;
    const answer = await this.#options.channel.request("hand-over", this.#options.address);
    if (this.#stopped || this.#state.mode !== "edit") return;
    if (answer.ok) {
      // Nobody waits any more: the writer goes on (lock-lost has come first when the lock moved).
      if (!answer.data.passed) this.#set(NO_TAKEOVER);
    } else if (LOCK_CODES.has(answer.errorCode)) this.#toReadOnly(answer.errorCode, null);
    // Otherwise the server passes the lock itself shortly; the editor stays closed until then.
  }

  /** After a conflict: keep the local edits on top of the server's version, or drop them. */
  resolveConflict(keepLocal: boolean): void {
    if (!this.#entry || !this.#state.conflict) return;
    if (keepLocal) {
      this.#entry = rebased(this.#entry, this.#state.version);
      this.#persist();
      this.#set({ conflict: false });
      this.#pump();
      return;
    }
    this.#entry = null;
    this.#persist();
    this.#set({ conflict: false });
    void this.#join(true);
  }

  /** The stored content changed outside the socket (a version restored): load it again. */
  reload(): Promise<void> {
    return this.#join(true);
  }

  // --- connection and lock -----------------------------------------------------------------------

  #onConnect(): void {
    this.#set({ connection: "online" });
    if (!this.#ended) void this.#join();
  }

  #onDisconnect(): void {
    this.#connection += 1;
    this.#sending = false;
    this.#stopRenewing();
    this.#settleFlush(false);
    this.#set({ connection: "offline" });
  }

  async #join(reload = false): Promise<void> {
    const connection = this.#connection;
    const answer = await this.#options.channel.request("join-file", this.#options.address);
    if (this.#stopped || connection !== this.#connection) return;
    if (!answer.ok) {
      // A join that timed out is tried again on the next connect; anything else is final.
      if (answer.errorCode !== "error.client.timeout")
        this.#set({ mode: "failed", notice: answer.errorCode });
      return;
    }
    const joined = answer.data;
    const changedElsewhere = !this.#shown || reload || joined.version !== this.#state.version;
    if (joined.mode === "read") {
      this.#stopRenewing();
      if (changedElsewhere) this.#show(joined.content, "server");
      const notice = joined.readOnlyReason ?? (joined.holder ? "error.editing-file.failed" : null);
      this.#set({ mode: "read", notice, holder: joined.holder, version: joined.version, ...NO_TAKEOVER });
      return;
    }
    const local = this.#entry && newestContent(this.#entry);
    if (local && this.#entry) {
      // Queued edits made on an older version than the server's cannot be sent as they are; one
      // already sent may have been applied before its acknowledgement got lost, so it is re-sent
      // and the server tells (a repeat is answered, not applied twice).
      const conflict =
        this.#state.conflict ||
        (!this.#entry.inFlight && this.#entry.pending?.baseVersion !== joined.version);
      if (changedElsewhere) this.#show(local, "local");
      this.#set({ version: joined.version, conflict });
    } else {
      if (changedElsewhere) this.#show(joined.content, "server");
      this.#set({ version: joined.version });
    }
    this.#toEditing();
  }

  #toEditing(): void {
    this.#set({ mode: "edit", notice: null, holder: null, ...NO_TAKEOVER });
    this.#startRenewing();
    this.#pump();
  }

  #toReadOnly(code: SaveErrorCode, holder: LockHolder | null): void {
    this.#stopRenewing();
    this.#cancelHandOver();
    // What was typed since the last save stays in the queue for the next time this user edits.
    this.#collect();
    this.#settleFlush(false);
    this.#set({ mode: "read", notice: code, holder, ...NO_TAKEOVER });
  }

  /**
   * The server took this editor out of the file (its session ended, or it may no longer read the
   * file): nothing more arrives or is sent; what was typed stays in the queue of this user.
   */
  #accessEnded(code: SaveErrorCode): void {
    this.#stopRenewing();
    this.#cancelHandOver();
    this.#collect();
    this.#settleFlush(false);
    this.#ended = true;
    this.#set({ mode: "failed", notice: code, holder: null, ...NO_TAKEOVER });
  }

  #startRenewing(): void {
    this.#stopRenewing();
    this.#renewTimer = setInterval(async () => {
      if (!this.#options.channel.connected) return;
      const answer = await this.#options.channel.request("renew-lock", this.#options.address);
      if (!answer.ok && LOCK_CODES.has(answer.errorCode)) this.#toReadOnly(answer.errorCode, null);
    }, this.#timers.lockRenewMs);
  }

  #stopRenewing(): void {
    if (this.#renewTimer !== null) clearInterval(this.#renewTimer);
    this.#renewTimer = null;
  }

  #stopTimers(): void {
    this.#stopRenewing();
    this.#cancelAutoSave();
    this.#cancelHandOver();
  }

  #cancelHandOver(): void {
    if (this.#handOverTimer !== null) clearTimeout(this.#handOverTimer);
    this.#handOverTimer = null;
  }

  #cancelAutoSave(): void {
    if (this.#saveTimer !== null) clearTimeout(this.#saveTimer);
    this.#saveTimer = null;
  }

  // --- saving ------------------------------------------------------------------------------------

  #show(content: DocumentJson, origin: ContentOrigin): void {
    this.#shown = true;
    this.#options.show(content, origin);
  }

  /** Moves typed changes into the queue (and so into IndexedDB). */
  #collect(): void {
    if (!this.#dirty || !this.#draft) return;
    this.#dirty = false;
    const entry = this.#entry ?? {
      key: this.#key,
      address: this.#options.address,
      inFlight: null,
      pending: null,
      updatedAt: Date.now(),
    };
    const base = entry.inFlight?.baseVersion ?? entry.pending?.baseVersion ?? this.#state.version;
    this.#entry = withEdit(entry, this.#draft(), base);
    this.#persist();
    this.#set({});
  }

  #persist(): void {
    const entry = this.#entry;
    const { queue } = this.#options;
    this.#writes = this.#writes
      .then(() => (entry ? queue.write(entry) : queue.remove(this.#key)))
      .catch(() => {
        // IndexedDB unavailable (private mode, quota): saving over the socket still works.
      });
  }

  async #pump(): Promise<void> {
    const state = this.#state;
    if (this.#sending || this.#stopped || !this.#entry) return;
    if (state.mode !== "edit" || state.conflict || !this.#options.channel.connected) return;
    this.#entry = promoted(this.#entry);
    const save = this.#entry.inFlight;
    if (!save) return;
    this.#persist();
    this.#sending = true;
    const connection = this.#connection;
    this.#set({});
    const answer = await this.#options.channel.request("save-content", {
      ...this.#options.address,
      baseVersion: save.baseVersion,
      content: save.content,
      clientSaveId: save.clientSaveId,
    });
    if (answer.ok) {
      // Applied even when it answers an older connection: the server has this save.
      if (this.#entry) this.#entry = acknowledged(this.#entry, save.clientSaveId, answer.data.version);
      this.#persist();
      this.#set({ version: Math.max(this.#state.version, answer.data.version), saveError: null });
    }
    if (connection !== this.#connection) return;
    this.#sending = false;
    if (!answer.ok) {
      this.#refused(answer.errorCode);
      return;
    }
    if (this.#entry) this.#pump();
    else this.#settleFlush(true);
  }

  #refused(code: SaveErrorCode): void {
    if (code === "error.client.timeout") {
      // Nothing came back: the same save goes again (the server answers a repeat without applying it).
      this.#set({ saveError: code });
      if (this.#options.channel.connected) this.#pump();
      return;
    }
    this.#settleFlush(false);
    if (LOCK_CODES.has(code)) this.#toReadOnly(code, null);
    else if (code === "error.content.versionStale") {
      // Someone saved in between: the author chooses between their queued edits and the stored
      // version once the join has told the stored version.
      this.#set({ saveError: code, conflict: true });
      void this.#join();
    } else this.#set({ saveError: code });
  }

  #settleFlush(saved: boolean): void {
    const waiters = this.#flushWaiters;
    this.#flushWaiters = [];
    for (const resolve of waiters) resolve(saved);
  }

  async #answerCustomStyle(): Promise<void> {
    const saved = await this.flush();
    await this.#options.channel.request("start-save-custom-style", {
      saveContentResult: saved,
      result: true,
    });
  }
}
